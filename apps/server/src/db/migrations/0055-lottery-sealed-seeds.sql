-- Draw seeds kept sealed until they are published (docs/decisions/0065): seed_sealed holds the secret seed sealed
-- (AES-256-GCM under LOTTERY_SEED_KEY, bound to its game and draw), and seed is written only when the seed is
-- published, at the draw or its void. Seeds of undrawn draws stored before this are sealed by the server at start-up
-- (lottery/sealed-seeds.ts), since the key is not the database's.
alter table lottery_draws add column seed_sealed text;
