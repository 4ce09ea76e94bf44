-- A slot provider may open as a game room on desktop (SPEC section 2, /gameRoom: "for game type 2 when the room
-- flag is on").
alter table site_game_providers add column room boolean not null default false;
