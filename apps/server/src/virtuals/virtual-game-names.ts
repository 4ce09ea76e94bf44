import { COCKFIGHT_CODE, VIRTUAL_FOOTBALL_CODE } from './virtual-config.ts';

/** The games' names in the site's 11 languages (catalogue and page title). */
export const VIRTUAL_GAME_NAMES: Record<string, Record<string, string>> = {
  [VIRTUAL_FOOTBALL_CODE]: {
    en_US: 'Virtual Football League',
    zh_CN: '虚拟足球联赛',
    zh_TW: '虛擬足球聯賽',
    vi_VN: 'Giải Bóng Đá Ảo',
    ko_KR: '가상 축구 리그',
    ja_JP: 'バーチャルサッカーリーグ',
    th_TH: 'ลีกฟุตบอลเสมือน',
    hi_IN: 'वर्चुअल फ़ुटबॉल लीग',
    my_MM: 'ဗာချွယ် ဘောလုံးလိဂ်',
    ta_IN: 'மெய்நிகர் கால்பந்து லீக்',
    bn_BD: 'ভার্চুয়াল ফুটবল লিগ',
  },
  [COCKFIGHT_CODE]: {
    en_US: 'Rooster Arena',
    zh_CN: '斗鸡擂台',
    zh_TW: '鬥雞擂台',
    vi_VN: 'Đấu Trường Gà',
    ko_KR: '닭싸움 아레나',
    ja_JP: '闘鶏アリーナ',
    th_TH: 'สังเวียนไก่ชน',
    hi_IN: 'मुर्गा अखाड़ा',
    my_MM: 'ကြက်တိုက်ကွင်း',
    ta_IN: 'சேவல் சண்டை அரங்கம்',
    bn_BD: 'মোরগ লড়াইয়ের মঞ্চ',
  },
};
