/**
 * The words of the house's plain error page (a session that cannot be played, answered by a server without a games
 * build), in the site's 11 languages; the game pages' words are the games app's (apps/games, decision 48), and the
 * language a page is written in is picked here for all of them.
 */

export const HOUSE_LANGUAGES = [
  'en_US',
  'zh_CN',
  'zh_TW',
  'vi_VN',
  'ko_KR',
  'ja_JP',
  'th_TH',
  'hi_IN',
  'my_MM',
  'ta_IN',
  'bn_BD',
] as const;
export type HouseLanguage = (typeof HOUSE_LANGUAGES)[number];

const en_US = {
  insufficient_funds: 'Not enough balance for this bet.',
  session_expired: 'Your game session has expired. Please return to the lobby and open the game again.',
  invalid_session: 'This game session is not valid. Please open the game from the lobby.',
  session_ended:
    'Your session has ended (you signed out, signed in again or opened another game). Return to the lobby to play again.',
  invalid_bet: 'This bet is not allowed.',
  unknown_game: 'This game is not available.',
  wallet_unavailable: 'The wallet did not answer. Your balance is safe; please try again.',
  wallet_refused: 'The wallet refused this bet.',
  network: 'Connection problem. Please try again.',
};

export type HousePageText = typeof en_US;

const zh_CN: HousePageText = {
  insufficient_funds: '余额不足。',
  session_expired: '游戏会话已过期，请返回大厅重新进入游戏。',
  invalid_session: '游戏会话无效，请从大厅进入游戏。',
  session_ended: '您的会话已结束（您已退出、重新登录或打开了其他游戏）。请返回大厅后再次游戏。',
  invalid_bet: '不允许此投注。',
  unknown_game: '此游戏不可用。',
  wallet_unavailable: '钱包无响应，您的余额是安全的，请重试。',
  wallet_refused: '钱包拒绝了此投注。',
  network: '网络连接问题，请重试。',
};

const zh_TW: HousePageText = {
  insufficient_funds: '餘額不足。',
  session_expired: '遊戲會話已過期，請返回大廳重新進入遊戲。',
  invalid_session: '遊戲會話無效，請從大廳進入遊戲。',
  session_ended: '您的會話已結束（您已登出、重新登入或開啟了其他遊戲）。請返回大廳後再次遊戲。',
  invalid_bet: '不允許此投注。',
  unknown_game: '此遊戲不可用。',
  wallet_unavailable: '錢包無回應，您的餘額是安全的，請重試。',
  wallet_refused: '錢包拒絕了此投注。',
  network: '網路連線問題，請重試。',
};

const vi_VN: HousePageText = {
  insufficient_funds: 'Số dư không đủ cho mức cược này.',
  session_expired: 'Phiên chơi đã hết hạn. Vui lòng quay lại sảnh và mở lại trò chơi.',
  invalid_session: 'Phiên chơi không hợp lệ. Vui lòng mở trò chơi từ sảnh.',
  session_ended:
    'Phiên của bạn đã kết thúc (bạn đã đăng xuất, đăng nhập lại hoặc mở trò chơi khác). Hãy quay lại sảnh để chơi tiếp.',
  invalid_bet: 'Mức cược không hợp lệ.',
  unknown_game: 'Trò chơi không khả dụng.',
  wallet_unavailable: 'Ví không phản hồi. Số dư của bạn an toàn; vui lòng thử lại.',
  wallet_refused: 'Ví từ chối cược này.',
  network: 'Lỗi kết nối. Vui lòng thử lại.',
};

const ko_KR: HousePageText = {
  insufficient_funds: '잔액이 부족합니다.',
  session_expired: '게임 세션이 만료되었습니다. 로비로 돌아가 게임을 다시 여세요.',
  invalid_session: '유효하지 않은 게임 세션입니다. 로비에서 게임을 여세요.',
  session_ended: '세션이 종료되었습니다(로그아웃, 재로그인 또는 다른 게임 실행). 다시 플레이하려면 로비로 돌아가세요.',
  invalid_bet: '허용되지 않는 베팅입니다.',
  unknown_game: '이 게임은 이용할 수 없습니다.',
  wallet_unavailable: '지갑이 응답하지 않았습니다. 잔액은 안전합니다. 다시 시도하세요.',
  wallet_refused: '지갑이 이 베팅을 거절했습니다.',
  network: '연결에 문제가 있습니다. 다시 시도해 주세요.',
};

const ja_JP: HousePageText = {
  insufficient_funds: '残高が足りません。',
  session_expired: 'ゲームセッションの期限が切れました。ロビーに戻ってゲームを開き直してください。',
  invalid_session: 'ゲームセッションが無効です。ロビーからゲームを開いてください。',
  session_ended:
    'セッションが終了しました（ログアウト、再ログイン、または別のゲームを開いたため）。もう一度遊ぶにはロビーに戻ってください。',
  invalid_bet: 'このベットはできません。',
  unknown_game: 'このゲームは利用できません。',
  wallet_unavailable: 'ウォレットが応答しませんでした。残高は安全です。もう一度お試しください。',
  wallet_refused: 'ウォレットがこのベットを拒否しました。',
  network: '接続に問題があります。もう一度お試しください。',
};

const th_TH: HousePageText = {
  insufficient_funds: 'ยอดเงินไม่พอสำหรับเดิมพันนี้',
  session_expired: 'เซสชันเกมหมดอายุ กรุณากลับไปที่ล็อบบี้แล้วเปิดเกมใหม่',
  invalid_session: 'เซสชันเกมไม่ถูกต้อง กรุณาเปิดเกมจากล็อบบี้',
  session_ended: 'เซสชันของคุณสิ้นสุดแล้ว (คุณออกจากระบบ เข้าสู่ระบบใหม่ หรือเปิดเกมอื่น) กลับไปที่ล็อบบี้เพื่อเล่นอีกครั้ง',
  invalid_bet: 'ไม่อนุญาตเดิมพันนี้',
  unknown_game: 'เกมนี้ไม่พร้อมให้บริการ',
  wallet_unavailable: 'กระเป๋าเงินไม่ตอบสนอง ยอดเงินของคุณปลอดภัย กรุณาลองใหม่',
  wallet_refused: 'กระเป๋าเงินปฏิเสธเดิมพันนี้',
  network: 'การเชื่อมต่อมีปัญหา โปรดลองอีกครั้ง',
};

const hi_IN: HousePageText = {
  insufficient_funds: 'इस दांव के लिए बैलेंस कम है।',
  session_expired: 'आपका गेम सत्र समाप्त हो गया। लॉबी में लौटकर गेम फिर खोलें।',
  invalid_session: 'यह गेम सत्र मान्य नहीं है। लॉबी से गेम खोलें।',
  session_ended: 'आपका सत्र समाप्त हो गया है (आपने लॉग आउट किया, फिर से लॉग इन किया या कोई दूसरा गेम खोला)। फिर से खेलने के लिए लॉबी में लौटें।',
  invalid_bet: 'यह दांव अनुमत नहीं है।',
  unknown_game: 'यह गेम उपलब्ध नहीं है।',
  wallet_unavailable: 'वॉलेट ने जवाब नहीं दिया। आपका बैलेंस सुरक्षित है; फिर कोशिश करें।',
  wallet_refused: 'वॉलेट ने यह दांव अस्वीकार किया।',
  network: 'कनेक्शन में समस्या। कृपया फिर से प्रयास करें।',
};

const my_MM: HousePageText = {
  insufficient_funds: 'ဤလောင်းကြေးအတွက် လက်ကျန်မလုံလောက်ပါ။',
  session_expired: 'ဂိမ်းအချိန် ကုန်သွားပါပြီ။ လော်ဘီသို့ ပြန်ပြီး ဂိမ်းကို ပြန်ဖွင့်ပါ။',
  invalid_session: 'ဤဂိမ်းအချိန် မမှန်ကန်ပါ။ လော်ဘီမှ ဂိမ်းကို ဖွင့်ပါ။',
  session_ended: 'သင့်အချိန်ပိုင်း ပြီးဆုံးသွားပါပြီ (အကောင့်မှ ထွက်ခြင်း၊ ပြန်ဝင်ခြင်း သို့မဟုတ် အခြားဂိမ်း ဖွင့်ခြင်းကြောင့်)။ ထပ်ကစားရန် လော်ဘီသို့ ပြန်သွားပါ။',
  invalid_bet: 'ဤလောင်းကြေးကို ခွင့်မပြုပါ။',
  unknown_game: 'ဤဂိမ်းကို မရနိုင်ပါ။',
  wallet_unavailable: 'ပိုက်ဆံအိတ် မတုံ့ပြန်ပါ။ လက်ကျန်ငွေ လုံခြုံပါသည်၊ ထပ်ကြိုးစားပါ။',
  wallet_refused: 'ပိုက်ဆံအိတ်က ဤလောင်းကြေးကို ငြင်းပယ်သည်။',
  network: 'ချိတ်ဆက်မှု ပြဿနာရှိသည်။ ထပ်စမ်းကြည့်ပါ။',
};

const ta_IN: HousePageText = {
  insufficient_funds: 'இந்தப் பந்தயத்துக்குப் போதிய இருப்பு இல்லை.',
  session_expired: 'விளையாட்டு அமர்வு காலாவதியானது. லாபிக்குத் திரும்பி மீண்டும் திறக்கவும்.',
  invalid_session: 'இந்த அமர்வு செல்லாது. லாபியிலிருந்து விளையாட்டைத் திறக்கவும்.',
  session_ended:
    'உங்கள் அமர்வு முடிந்தது (வெளியேறினீர்கள், மீண்டும் உள்நுழைந்தீர்கள் அல்லது வேறு விளையாட்டைத் திறந்தீர்கள்). மீண்டும் விளையாட லாபிக்குத் திரும்பவும்.',
  invalid_bet: 'இந்தப் பந்தயம் அனுமதிக்கப்படவில்லை.',
  unknown_game: 'இந்த விளையாட்டு கிடைக்கவில்லை.',
  wallet_unavailable: 'வாலெட் பதிலளிக்கவில்லை. உங்கள் இருப்பு பாதுகாப்பானது; மீண்டும் முயலவும்.',
  wallet_refused: 'வாலெட் இந்தப் பந்தயத்தை மறுத்தது.',
  network: 'இணைப்புச் சிக்கல். மீண்டும் முயற்சிக்கவும்.',
};

const bn_BD: HousePageText = {
  insufficient_funds: 'এই বাজির জন্য ব্যালেন্স যথেষ্ট নয়।',
  session_expired: 'আপনার গেম সেশন শেষ হয়েছে। লবিতে ফিরে গেমটি আবার খুলুন।',
  invalid_session: 'এই গেম সেশন বৈধ নয়। লবি থেকে গেমটি খুলুন।',
  session_ended: 'আপনার সেশন শেষ হয়েছে (আপনি লগ আউট করেছেন, আবার লগ ইন করেছেন বা অন্য গেম খুলেছেন)। আবার খেলতে লবিতে ফিরে যান।',
  invalid_bet: 'এই বাজি অনুমোদিত নয়।',
  unknown_game: 'এই গেমটি পাওয়া যাচ্ছে না।',
  wallet_unavailable: 'ওয়ালেট সাড়া দেয়নি। আপনার ব্যালেন্স নিরাপদ; আবার চেষ্টা করুন।',
  wallet_refused: 'ওয়ালেট এই বাজি প্রত্যাখ্যান করেছে।',
  network: 'সংযোগে সমস্যা। আবার চেষ্টা করুন।',
};

export const HOUSE_PAGE_TEXT: Record<HouseLanguage, HousePageText> = {
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

/** A page's language: the session's when the site has it, Traditional Chinese for Hong Kong, else Simplified for any zh, else English. */
export function housePageLanguage(language: string): HouseLanguage {
  if ((HOUSE_LANGUAGES as readonly string[]).includes(language)) return language as HouseLanguage;
  if (language === 'zh_HK') return 'zh_TW';
  return language.startsWith('zh') ? 'zh_CN' : 'en_US';
}

/**
 * The names of the three house slots in every language (the engine's definitions carry only three): the catalogue's
 * names (seed/demo-data.ts) and the slot page's title.
 */
export const SLOT_NAMES: Record<string, Record<HouseLanguage, string>> = {
  'house-lucky-sevens': {
    en_US: 'Lucky Sevens',
    zh_CN: '幸运七',
    zh_TW: '幸運七',
    vi_VN: 'Bảy May Mắn',
    ko_KR: '럭키 세븐',
    ja_JP: 'ラッキーセブン',
    th_TH: 'เจ็ดนำโชค',
    hi_IN: 'लकी सेवन्स',
    my_MM: 'ကံကောင်း ခုနစ်',
    ta_IN: 'அதிர்ஷ்ட ஏழுகள்',
    bn_BD: 'লাকি সেভেনস',
  },
  'house-dragon-gold': {
    en_US: 'Dragon Gold',
    zh_CN: '金龙',
    zh_TW: '金龍',
    vi_VN: 'Rồng Vàng',
    ko_KR: '드래곤 골드',
    ja_JP: 'ドラゴンゴールド',
    th_TH: 'มังกรทอง',
    hi_IN: 'ड्रैगन गोल्ड',
    my_MM: 'ရွှေနဂါး',
    ta_IN: 'தங்க டிராகன்',
    bn_BD: 'ড্রাগন গোল্ড',
  },
  'house-fruit-fiesta': {
    en_US: 'Fruit Fiesta',
    zh_CN: '水果嘉年华',
    zh_TW: '水果嘉年華',
    vi_VN: 'Lễ Hội Trái Cây',
    ko_KR: '프루트 피에스타',
    ja_JP: 'フルーツフィエスタ',
    th_TH: 'เทศกาลผลไม้',
    hi_IN: 'फ्रूट फिएस्टा',
    my_MM: 'သစ်သီးပွဲတော်',
    ta_IN: 'பழத் திருவிழா',
    bn_BD: 'ফ্রুট ফিয়েস্তা',
  },
};
