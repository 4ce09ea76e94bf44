import { HOUSE_PAGE_TEXT, type HouseLanguage } from './house-page-text.ts';

/**
 * The words of the house's single-player baccarat page in the site's 11 languages: the words every house page shares
 * (house-page-text.ts: the spots, chips, wallet errors) and this page's own.
 */

const en_US = {
  ...HOUSE_PAGE_TEXT.en_US,
  rebetHint: "Place the last hand's bets again (R)",
  baccaratRules:
    'Punto Banco, 8-deck shoe shuffled for each coup. Player 1:1, Banker 1:1 less 5% commission, Tie 8:1 (Player and Banker bets return on a tie), pairs 11:1. Third cards by the standard tableau.',
  keysHelp: 'Keys: 1–5 chip, P player, B banker, T tie, Enter deal, R rebet, Esc clear, I rules',
};

export type BaccaratPageText = typeof en_US;

const zh_CN: BaccaratPageText = {
  ...HOUSE_PAGE_TEXT.zh_CN,
  rebetHint: '按上一局的注额重新下注（R）',
  baccaratRules:
    '百家乐（Punto Banco），每局使用重新洗牌的8副牌。闲 1:1，庄 1:1 抽5%佣金，和 8:1（和局时庄闲注退回），对子 11:1。补牌按标准规则。',
  keysHelp: '按键：1–5 选筹码，P 闲，B 庄，T 和，Enter 发牌，R 重复下注，Esc 清除，I 规则',
};

const zh_TW: BaccaratPageText = {
  ...HOUSE_PAGE_TEXT.zh_TW,
  rebetHint: '按上一局的注額重新下注（R）',
  baccaratRules:
    '百家樂（Punto Banco），每局使用重新洗牌的8副牌。閒 1:1，莊 1:1 抽5%佣金，和 8:1（和局時莊閒注退回），對子 11:1。補牌按標準規則。',
  keysHelp: '按鍵：1–5 選籌碼，P 閒，B 莊，T 和，Enter 發牌，R 重複下注，Esc 清除，I 規則',
};

const vi_VN: BaccaratPageText = {
  ...HOUSE_PAGE_TEXT.vi_VN,
  rebetHint: 'Đặt lại các cược của ván trước (R)',
  baccaratRules:
    'Punto Banco, 8 bộ bài xáo lại mỗi ván. Nhà con 1:1, Nhà cái 1:1 trừ 5% hoa hồng, Hòa 8:1 (cược Nhà con và Nhà cái được hoàn khi hòa), Đôi 11:1. Rút lá thứ ba theo bảng luật chuẩn.',
  keysHelp: 'Phím: 1–5 chọn phỉnh, P nhà con, B nhà cái, T hòa, Enter chia bài, R cược lại, Esc xóa, I luật',
};

const ko_KR: BaccaratPageText = {
  ...HOUSE_PAGE_TEXT.ko_KR,
  rebetHint: '지난 핸드의 베팅을 다시 놓기 (R)',
  baccaratRules:
    '푼토 방코, 매 게임마다 새로 섞은 8덱 슈. 플레이어 1:1, 뱅커 1:1(5% 커미션 공제), 타이 8:1(타이일 때 플레이어와 뱅커 베팅은 반환), 페어 11:1. 세 번째 카드는 표준 규칙표를 따릅니다.',
  keysHelp: '키: 1–5 칩, P 플레이어, B 뱅커, T 타이, Enter 딜, R 재베팅, Esc 지우기, I 규칙',
};

const ja_JP: BaccaratPageText = {
  ...HOUSE_PAGE_TEXT.ja_JP,
  rebetHint: '前のハンドと同じベットを置く (R)',
  baccaratRules:
    'プント・バンコ。ゲームごとにシャッフルした 8 デッキのシュー。プレイヤー 1:1、バンカー 1:1（5% コミッション差し引き）、タイ 8:1（タイではプレイヤー・バンカーのベットは返却）、ペア 11:1。3 枚目のカードは標準ルールに従います。',
  keysHelp: 'キー: 1–5 チップ、P プレイヤー、B バンカー、T タイ、Enter ディール、R リベット、Esc クリア、I ルール',
};

const th_TH: BaccaratPageText = {
  ...HOUSE_PAGE_TEXT.th_TH,
  rebetHint: 'วางเดิมพันเหมือนตาที่แล้วอีกครั้ง (R)',
  baccaratRules:
    'ปุนโต บังโก ใช้ไพ่ 8 สำรับที่สับใหม่ทุกตา ผู้เล่นจ่าย 1:1 เจ้ามือจ่าย 1:1 หักค่าคอมมิชชัน 5% เสมอจ่าย 8:1 (เมื่อเสมอ เดิมพันผู้เล่นและเจ้ามือได้คืน) คู่จ่าย 11:1 การจั่วไพ่ใบที่สามเป็นไปตามตารางมาตรฐาน',
  keysHelp: 'ปุ่ม: 1–5 ชิป, P ผู้เล่น, B เจ้ามือ, T เสมอ, Enter แจกไพ่, R เดิมพันซ้ำ, Esc ล้าง, I กติกา',
};

const hi_IN: BaccaratPageText = {
  ...HOUSE_PAGE_TEXT.hi_IN,
  rebetHint: 'पिछले हाथ के दांव फिर से लगाएँ (R)',
  baccaratRules:
    'पुंटो बैंको, हर खेल के लिए फेंटा गया 8 डेक का शू। प्लेयर 1:1, बैंकर 1:1 में से 5% कमीशन, टाई 8:1 (टाई पर प्लेयर और बैंकर के दांव लौटाए जाते हैं), पेयर 11:1। तीसरा पत्ता मानक तालिका के अनुसार।',
  keysHelp: 'कुंजियाँ: 1–5 चिप, P प्लेयर, B बैंकर, T टाई, Enter बाँटें, R दोबारा दांव, Esc साफ़, I नियम',
};

const my_MM: BaccaratPageText = {
  ...HOUSE_PAGE_TEXT.my_MM,
  rebetHint: 'ပြီးခဲ့သောပွဲ၏ လောင်းကြေးများကို ပြန်ထည့်ရန် (R)',
  baccaratRules:
    'ပွန်တို ဘန်ကို၊ ပွဲတိုင်း ဖဲ ၈ ထုပ်ကို အသစ်မွှေသည်။ ပလေယာ 1:1၊ ဘဏ်ကာ 1:1 (ကော်မရှင် 5% နုတ်)၊ သရေ 8:1 (သရေကျလျှင် ပလေယာနှင့် ဘဏ်ကာ လောင်းကြေးများ ပြန်ရသည်)၊ အတွဲ 11:1။ တတိယဖဲကို စံဇယားအတိုင်း ဆွဲသည်။',
  keysHelp: 'ခလုတ်: 1–5 ချစ်ပ်၊ P ပလေယာ၊ B ဘဏ်ကာ၊ T သရေ၊ Enter ဝေရန်၊ R ထပ်လောင်း၊ Esc ရှင်း၊ I စည်းမျဉ်း',
};

const ta_IN: BaccaratPageText = {
  ...HOUSE_PAGE_TEXT.ta_IN,
  rebetHint: 'கடந்த கையின் பந்தயங்களை மீண்டும் வை (R)',
  baccaratRules:
    'புண்டோ பான்கோ, ஒவ்வொரு ஆட்டத்துக்கும் கலைக்கப்பட்ட 8 சீட்டுக்கட்டுகள். பிளேயர் 1:1, பேங்கர் 1:1 இல் 5% கமிஷன் கழித்து, சமநிலை 8:1 (சமநிலையில் பிளேயர், பேங்கர் பந்தயங்கள் திருப்பித் தரப்படும்), ஜோடி 11:1. மூன்றாவது அட்டை நிலையான அட்டவணைப்படி.',
  keysHelp: 'விசைகள்: 1–5 சிப், P பிளேயர், B பேங்கர், T சமநிலை, Enter பகிர், R மீண்டும் பந்தயம், Esc அழி, I விதிகள்',
};

const bn_BD: BaccaratPageText = {
  ...HOUSE_PAGE_TEXT.bn_BD,
  rebetHint: 'গত হাতের বাজিগুলো আবার ধরুন (R)',
  baccaratRules:
    'পুন্তো বাঙ্কো, প্রতি খেলায় নতুন করে শাফল করা ৮ ডেকের শু। প্লেয়ার 1:1, ব্যাংকার 1:1 থেকে 5% কমিশন বাদ, টাই 8:1 (টাই হলে প্লেয়ার ও ব্যাংকারের বাজি ফেরত), পেয়ার 11:1। তৃতীয় তাস মানক সারণি অনুযায়ী।',
  keysHelp: 'কী: 1–5 চিপ, P প্লেয়ার, B ব্যাংকার, T টাই, Enter বাঁটুন, R আবার বাজি, Esc মুছুন, I নিয়ম',
};

export const BACCARAT_PAGE_TEXT: Record<HouseLanguage, BaccaratPageText> = {
  en_US,
  zh_CN,
  zh_TW,
  vi_VN,
  ko_KR,
  ja_JP,
  th_TH,
  hi_IN,
  my_MM,
  ta_IN,
  bn_BD,
};
