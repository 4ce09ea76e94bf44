import type { BulletinAudience } from '@casino/contract/calls/content-calls.ts';
import type { Localised } from './demo-content.ts';
import type { DemoPage } from './demo-info-pages.ts';

/*
 * The demo sites' news pages (/main/{id}), promotions (/discount), pop-up discount notices and second sponsor, in every
 * language (docs/decisions/0022 and 0027). {site} is replaced with the site's name when seeded.
 */

export const DEMO_NEWS_PAGES: DemoPage[] = [
  {
    id: 100,
    title: {
      en_US: 'New live baccarat tables',
      zh_CN: '全新真人百家乐桌台',
      zh_TW: '全新真人百家樂桌台',
      vi_VN: 'Bàn baccarat trực tiếp mới',
      ko_KR: '새 라이브 바카라 테이블',
      ja_JP: 'ライブバカラのテーブルを増設',
      th_TH: 'โต๊ะบาคาร่าสดใหม่',
      hi_IN: 'नई लाइव बैकारेट टेबल',
      my_MM: 'တိုက်ရိုက် ဘာကာရာ စားပွဲ အသစ်များ',
      ta_IN: 'புதிய நேரடி பக்காரா மேசைகள்',
      bn_BD: 'নতুন লাইভ ব্যাকারাট টেবিল',
    },
    summary: {
      en_US: 'Three more live baccarat tables are open around the clock.',
      zh_CN: '新增三张真人百家乐桌台，全天候开放。',
      zh_TW: '新增三張真人百家樂桌台，全天候開放。',
      vi_VN: 'Thêm ba bàn baccarat trực tiếp mở cửa suốt ngày đêm.',
      ko_KR: '라이브 바카라 테이블 세 개가 24시간 추가로 열립니다.',
      ja_JP: 'ライブバカラのテーブルが3卓増え、24時間営業です。',
      th_TH: 'เพิ่มโต๊ะบาคาร่าสดอีกสามโต๊ะ เปิดตลอด 24 ชั่วโมง',
      hi_IN: 'तीन और लाइव बैकारेट टेबल चौबीसों घंटे खुली हैं।',
      my_MM: 'တိုက်ရိုက် ဘာကာရာ စားပွဲ သုံးလုံး ထပ်မံ၍ ၂၄ နာရီ ဖွင့်ထားသည်။',
      ta_IN: 'மேலும் மூன்று நேரடி பக்காரா மேசைகள் இரவு பகலாகத் திறந்திருக்கும்.',
      bn_BD: 'আরও তিনটি লাইভ ব্যাকারাট টেবিল দিনরাত খোলা।',
    },
    body: {
      en_US:
        '<p>Three more live baccarat tables are open around the clock, with minimum bets for every budget. Find them under Live Casino.</p>',
      zh_CN: '<p>新增三张真人百家乐桌台，全天候开放，最低投注额适合各种预算。请在“真人娱乐”中找到它们。</p>',
      zh_TW: '<p>新增三張真人百家樂桌台，全天候開放，最低投注額適合各種預算。請在「真人娛樂」中找到它們。</p>',
      vi_VN:
        '<p>Thêm ba bàn baccarat trực tiếp mở cửa suốt ngày đêm, với mức cược tối thiểu phù hợp mọi ngân sách. Tìm chúng trong mục Casino trực tiếp.</p>',
      ko_KR:
        '<p>라이브 바카라 테이블 세 개가 24시간 추가로 열렸으며, 다양한 예산에 맞는 최소 베팅이 있습니다. 라이브 카지노에서 찾아보세요.</p>',
      ja_JP: '<p>ライブバカラのテーブルが3卓増え、24時間営業です。最低ベット額もさまざまです。ライブカジノからどうぞ。</p>',
      th_TH: '<p>เพิ่มโต๊ะบาคาร่าสดอีกสามโต๊ะ เปิดตลอด 24 ชั่วโมง พร้อมเดิมพันขั้นต่ำสำหรับทุกงบประมาณ ดูได้ที่เมนูคาสิโนสด</p>',
      hi_IN: '<p>तीन और लाइव बैकारेट टेबल चौबीसों घंटे खुली हैं, हर बजट के लिए न्यूनतम दाँव के साथ। इन्हें लाइव कैसीनो में देखें।</p>',
      my_MM: '<p>တိုက်ရိုက် ဘာကာရာ စားပွဲ သုံးလုံး ထပ်မံ၍ ၂၄ နာရီ ဖွင့်ထားပြီး ဘတ်ဂျက်တိုင်းအတွက် အနည်းဆုံး လောင်းကြေးများ ရှိသည်။ တိုက်ရိုက်ကာစီနို တွင် ရှာပါ။</p>',
      ta_IN:
        '<p>மேலும் மூன்று நேரடி பக்காரா மேசைகள் இரவு பகலாகத் திறந்திருக்கும்; எல்லா பட்ஜெட்டுக்கும் ஏற்ற குறைந்தபட்சப் பந்தயங்கள் உண்டு. நேரடி கேசினோவில் அவற்றைக் காணலாம்.</p>',
      bn_BD: '<p>আরও তিনটি লাইভ ব্যাকারাট টেবিল দিনরাত খোলা, সব বাজেটের জন্য ন্যূনতম বাজিসহ। লাইভ ক্যাসিনোতে খুঁজে নিন।</p>',
    },
  },
  {
    id: 101,
    title: {
      en_US: 'Faster withdrawals',
      zh_CN: '提款更快了',
      zh_TW: '提款更快了',
      vi_VN: 'Rút tiền nhanh hơn',
      ko_KR: '더 빨라진 출금',
      ja_JP: '出金がさらにスピーディーに',
      th_TH: 'ถอนเงินเร็วขึ้น',
      hi_IN: 'तेज़ निकासी',
      my_MM: 'ပိုမြန်သော ငွေထုတ်ခြင်း',
      ta_IN: 'வேகமான பணம் எடுத்தல்',
      bn_BD: 'আরও দ্রুত উত্তোলন',
    },
    summary: {
      en_US: 'Most withdrawals are now paid within 24 hours.',
      zh_CN: '现在大多数提款可在 24 小时内到账。',
      zh_TW: '現在大多數提款可在 24 小時內入帳。',
      vi_VN: 'Hầu hết lệnh rút nay được thanh toán trong 24 giờ.',
      ko_KR: '이제 대부분의 출금이 24시간 이내에 지급됩니다.',
      ja_JP: 'ほとんどの出金が24時間以内に支払われます。',
      th_TH: 'การถอนส่วนใหญ่จ่ายภายใน 24 ชั่วโมงแล้ว',
      hi_IN: 'अब ज़्यादातर निकासी 24 घंटों के भीतर होती है।',
      my_MM: 'ယခု ငွေထုတ်မှု အများစုကို နာရီ ၂၄ အတွင်း ပေးချေသည်။',
      ta_IN: 'இப்போது பெரும்பாலான பணம் எடுத்தல்கள் 24 மணி நேரத்துக்குள் செலுத்தப்படுகின்றன.',
      bn_BD: 'এখন বেশিরভাগ উত্তোলন ২৪ ঘণ্টার মধ্যে পরিশোধ হয়।',
    },
    body: {
      en_US: '<p>Our payments team has grown: most withdrawals are now paid within 24 hours, weekends included.</p>',
      zh_CN: '<p>我们的支付团队扩大了：现在大多数提款可在 24 小时内到账，周末也不例外。</p>',
      zh_TW: '<p>我們的支付團隊擴大了：現在大多數提款可在 24 小時內入帳，週末也不例外。</p>',
      vi_VN:
        '<p>Đội ngũ thanh toán của chúng tôi đã mở rộng: hầu hết lệnh rút nay được thanh toán trong 24 giờ, kể cả cuối tuần.</p>',
      ko_KR: '<p>결제 팀이 커졌습니다. 이제 주말을 포함해 대부분의 출금이 24시간 이내에 지급됩니다.</p>',
      ja_JP: '<p>決済チームを増員しました。週末も含め、ほとんどの出金が24時間以内に支払われます。</p>',
      th_TH: '<p>ทีมการเงินของเราขยายขึ้น ตอนนี้การถอนส่วนใหญ่จ่ายภายใน 24 ชั่วโมง รวมวันหยุดสุดสัปดาห์</p>',
      hi_IN: '<p>हमारी भुगतान टीम बड़ी हुई है: अब ज़्यादातर निकासी 24 घंटों के भीतर होती है, सप्ताहांत में भी।</p>',
      my_MM: '<p>ကျွန်ုပ်တို့၏ ငွေပေးချေမှုအဖွဲ့ ကြီးထွားလာပြီး ယခု ငွေထုတ်မှု အများစုကို စနေ၊ တနင်္ဂနွေ အပါအဝင် နာရီ ၂၄ အတွင်း ပေးချေသည်။</p>',
      ta_IN:
        '<p>எங்கள் கட்டணக் குழு பெரிதாகியுள்ளது: இப்போது வார இறுதி உட்பட பெரும்பாலான பணம் எடுத்தல்கள் 24 மணி நேரத்துக்குள் செலுத்தப்படுகின்றன.</p>',
      bn_BD: '<p>আমাদের পেমেন্ট দল বড় হয়েছে: এখন সপ্তাহান্তসহ বেশিরভাগ উত্তোলন ২৪ ঘণ্টার মধ্যে পরিশোধ হয়।</p>',
    },
  },
  {
    id: 102,
    title: {
      en_US: 'Put {site} on your home screen',
      zh_CN: '把{site}添加到主屏幕',
      zh_TW: '把{site}加入主畫面',
      vi_VN: 'Đưa {site} lên màn hình chính',
      ko_KR: '{site}를 홈 화면에 추가하세요',
      ja_JP: '{site}をホーム画面に追加',
      th_TH: 'เพิ่ม {site} ไว้ที่หน้าจอหลัก',
      hi_IN: '{site} को होम स्क्रीन पर लगाएँ',
      my_MM: '{site} ကို ပင်မစခရင်တွင် ထည့်ပါ',
      ta_IN: '{site} ஐ முகப்புத் திரையில் சேர்க்கவும்',
      bn_BD: '{site} হোম স্ক্রিনে যোগ করুন',
    },
    summary: {
      en_US: 'One tap to play, full screen.',
      zh_CN: '一键开玩，全屏体验。',
      zh_TW: '一鍵開玩，全螢幕體驗。',
      vi_VN: 'Một chạm để chơi, toàn màn hình.',
      ko_KR: '한 번의 탭으로 전체 화면 플레이.',
      ja_JP: 'ワンタップで全画面プレイ。',
      th_TH: 'แตะครั้งเดียวเพื่อเล่นแบบเต็มจอ',
      hi_IN: 'एक टैप में, फ़ुल स्क्रीन पर खेलें।',
      my_MM: 'တစ်ချက်နှိပ်ရုံဖြင့် မျက်နှာပြင်အပြည့် ကစားပါ။',
      ta_IN: 'ஒரே தொடுதலில், முழுத் திரையில் விளையாடுங்கள்.',
      bn_BD: 'এক ট্যাপে, পুরো স্ক্রিনে খেলুন।',
    },
    body: {
      en_US:
        '<p>Open the <a href="/app">App</a> page and add {site} to your home screen: it opens full screen, loads faster and keeps you signed in.</p>',
      zh_CN: '<p>打开<a href="/app">应用</a>页面，把{site}添加到主屏幕：全屏打开、加载更快，并保持登录。</p>',
      zh_TW: '<p>開啟<a href="/app">應用程式</a>頁面，把{site}加入主畫面：全螢幕開啟、載入更快，並保持登入。</p>',
      vi_VN:
        '<p>Mở trang <a href="/app">Ứng dụng</a> và thêm {site} vào màn hình chính: mở toàn màn hình, tải nhanh hơn và giữ bạn đăng nhập.</p>',
      ko_KR:
        '<p><a href="/app">앱</a> 페이지를 열고 {site}를 홈 화면에 추가하세요. 전체 화면으로 열리고, 더 빨리 로드되며, 로그인이 유지됩니다.</p>',
      ja_JP:
        '<p><a href="/app">アプリ</a>ページを開き、{site}をホーム画面に追加しましょう。全画面で開き、読み込みが速く、ログインも保たれます。</p>',
      th_TH: '<p>เปิดหน้า <a href="/app">แอป</a> แล้วเพิ่ม {site} ไว้ที่หน้าจอหลัก เปิดแบบเต็มจอ โหลดเร็วขึ้น และคงการเข้าสู่ระบบไว้</p>',
      hi_IN:
        '<p><a href="/app">ऐप</a> पेज खोलें और {site} को होम स्क्रीन पर जोड़ें: यह फ़ुल स्क्रीन खुलता है, तेज़ी से लोड होता है और आपको साइन इन रखता है।</p>',
      my_MM:
        '<p><a href="/app">အက်ပ်</a> စာမျက်နှာကို ဖွင့်ပြီး {site} ကို ပင်မစခရင်တွင် ထည့်ပါ။ မျက်နှာပြင်အပြည့် ဖွင့်ပြီး ပိုမြန်စွာ ဖွင့်ကာ ဝင်ရောက်ထားမှုကို ထိန်းထားသည်။</p>',
      ta_IN:
        '<p><a href="/app">ஆப்</a> பக்கத்தைத் திறந்து {site} ஐ முகப்புத் திரையில் சேர்க்கவும்: முழுத் திரையில் திறக்கும், வேகமாக ஏறும், உங்களை உள்நுழைந்த நிலையில் வைத்திருக்கும்.</p>',
      bn_BD:
        '<p><a href="/app">অ্যাপ</a> পাতা খুলে {site} হোম স্ক্রিনে যোগ করুন: এটি পুরো স্ক্রিনে খোলে, দ্রুত লোড হয় এবং আপনাকে সাইন ইন রাখে।</p>',
    },
  },
];

export type DemoPromotionCategory = { key: string; name: Localised };

export const DEMO_PROMOTION_CATEGORIES: DemoPromotionCategory[] = [
  {
    key: 'new',
    name: {
      en_US: 'New members',
      zh_CN: '新会员',
      zh_TW: '新會員',
      vi_VN: 'Thành viên mới',
      ko_KR: '신규 회원',
      ja_JP: '新規会員',
      th_TH: 'สมาชิกใหม่',
      hi_IN: 'नए सदस्य',
      my_MM: 'အဖွဲ့ဝင်သစ်',
      ta_IN: 'புதிய உறுப்பினர்கள்',
      bn_BD: 'নতুন সদস্য',
    },
  },
  {
    key: 'weekly',
    name: {
      en_US: 'Weekly offers',
      zh_CN: '每周优惠',
      zh_TW: '每週優惠',
      vi_VN: 'Ưu đãi hằng tuần',
      ko_KR: '주간 혜택',
      ja_JP: '毎週の特典',
      th_TH: 'ข้อเสนอประจำสัปดาห์',
      hi_IN: 'साप्ताहिक ऑफ़र',
      my_MM: 'အပတ်စဉ် ကမ်းလှမ်းချက်',
      ta_IN: 'வாராந்திர சலுகைகள்',
      bn_BD: 'সাপ্তাহিক অফার',
    },
  },
];

export type DemoPromotion = {
  category: string;
  /** Drawn on the cover without words, so that one picture serves every language. */
  cover: { headline: string; palette: number };
  title: Localised;
  summary: Localised;
  body: Localised;
};

export const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    category: 'new',
    cover: { headline: '100%', palette: 0 },
    title: {
      en_US: 'Welcome bonus 100%',
      zh_CN: '首存红利 100%',
      zh_TW: '首存紅利 100%',
      vi_VN: 'Thưởng chào mừng 100%',
      ko_KR: '웰컴 보너스 100%',
      ja_JP: 'ウェルカムボーナス100%',
      th_TH: 'โบนัสต้อนรับ 100%',
      hi_IN: 'स्वागत बोनस 100%',
      my_MM: 'ကြိုဆိုရေး ဘောနပ်စ် 100%',
      ta_IN: 'வரவேற்பு போனஸ் 100%',
      bn_BD: 'স্বাগত বোনাস ১০০%',
    },
    summary: {
      en_US: 'Your first deposit doubled.',
      zh_CN: '首次存款翻倍。',
      zh_TW: '首次存款翻倍。',
      vi_VN: 'Nhân đôi lần nạp đầu tiên của bạn.',
      ko_KR: '첫 입금액을 두 배로.',
      ja_JP: '初回入金が2倍に。',
      th_TH: 'ฝากครั้งแรกได้เป็นสองเท่า',
      hi_IN: 'आपकी पहली जमा राशि दोगुनी।',
      my_MM: 'ပထမဆုံး ငွေသွင်းမှုကို နှစ်ဆ။',
      ta_IN: 'உங்கள் முதல் வைப்பு இரட்டிப்பு.',
      bn_BD: 'আপনার প্রথম জমা দ্বিগুণ।',
    },
    body: {
      en_US:
        '<p>Make your first deposit and we add a 100% bonus.</p><ul><li>Wager the deposit and the bonus 10 times before withdrawing.</li><li>Valid for 30 days after sign-up.</li></ul><p>The <a href="faq/17">promotion terms</a> apply.</p>',
      zh_CN:
        '<p>完成首次存款，我们即送 100% 红利。</p><ul><li>提款前须完成存款加红利 10 倍的流水。</li><li>注册后 30 天内有效。</li></ul><p>适用<a href="faq/17">优惠条款</a>。</p>',
      zh_TW:
        '<p>完成首次存款，我們即送 100% 紅利。</p><ul><li>提款前須完成存款加紅利 10 倍的流水。</li><li>註冊後 30 天內有效。</li></ul><p>適用<a href="faq/17">優惠條款</a>。</p>',
      vi_VN:
        '<p>Nạp lần đầu và nhận thêm 100% tiền thưởng.</p><ul><li>Cược tiền nạp và tiền thưởng 10 lần trước khi rút.</li><li>Có hiệu lực 30 ngày sau khi đăng ký.</li></ul><p>Áp dụng <a href="faq/17">điều khoản khuyến mãi</a>.</p>',
      ko_KR:
        '<p>첫 입금 시 100% 보너스를 드립니다.</p><ul><li>출금 전 입금액과 보너스의 10배를 베팅해야 합니다.</li><li>가입 후 30일간 유효합니다.</li></ul><p><a href="faq/17">프로모션 약관</a>이 적용됩니다.</p>',
      ja_JP:
        '<p>初回入金で100%のボーナスを進呈します。</p><ul><li>出金前に入金額とボーナスの10倍をベットしてください。</li><li>登録後30日間有効です。</li></ul><p><a href="faq/17">プロモーション規約</a>が適用されます。</p>',
      th_TH:
        '<p>ฝากเงินครั้งแรกแล้วรับโบนัสเพิ่ม 100%</p><ul><li>ทำยอดเดิมพัน 10 เท่าของยอดฝากรวมโบนัสก่อนถอน</li><li>ใช้ได้ภายใน 30 วันหลังสมัคร</li></ul><p>เป็นไปตาม<a href="faq/17">เงื่อนไขโปรโมชัน</a></p>',
      hi_IN:
        '<p>पहली जमा करें और हम 100% बोनस जोड़ते हैं।</p><ul><li>निकासी से पहले जमा और बोनस की राशि का 10 गुना दाँव लगाएँ।</li><li>साइन अप के बाद 30 दिनों तक मान्य।</li></ul><p><a href="faq/17">प्रमोशन की शर्तें</a> लागू हैं।</p>',
      my_MM:
        '<p>ပထမဆုံး ငွေသွင်းပါက 100% ဘောနပ်စ် ထပ်ပေါင်းပေးသည်။</p><ul><li>မထုတ်မီ ငွေသွင်းငွေနှင့် ဘောနပ်စ်ကို ၁၀ ဆ လောင်းရမည်။</li><li>စာရင်းသွင်းပြီး ရက် ၃၀ အတွင်း အကျုံးဝင်သည်။</li></ul><p><a href="faq/17">ပရိုမိုးရှင်း စည်းကမ်းများ</a> သက်ဆိုင်သည်။</p>',
      ta_IN:
        '<p>முதல் வைப்பு செய்யுங்கள், நாங்கள் 100% போனஸ் சேர்க்கிறோம்.</p><ul><li>பணம் எடுக்கும் முன் வைப்பு மற்றும் போனஸின் 10 மடங்கு பந்தயம் கட்டவும்.</li><li>பதிவுசெய்த 30 நாட்களுக்கு செல்லும்.</li></ul><p><a href="faq/17">சலுகை விதிமுறைகள்</a> பொருந்தும்.</p>',
      bn_BD:
        '<p>প্রথম জমা করুন, আমরা ১০০% বোনাস যোগ করব।</p><ul><li>তোলার আগে জমা ও বোনাসের ১০ গুণ বাজি ধরুন।</li><li>নিবন্ধনের পর ৩০ দিন বৈধ।</li></ul><p><a href="faq/17">প্রোমোশনের শর্ত</a> প্রযোজ্য।</p>',
    },
  },
  {
    category: 'weekly',
    cover: { headline: '10%', palette: 2 },
    title: {
      en_US: 'Weekly slots cashback',
      zh_CN: '每周老虎机返水',
      zh_TW: '每週老虎機返水',
      vi_VN: 'Hoàn tiền slot hằng tuần',
      ko_KR: '주간 슬롯 캐시백',
      ja_JP: '毎週のスロットキャッシュバック',
      th_TH: 'คืนยอดเสียสล็อตรายสัปดาห์',
      hi_IN: 'साप्ताहिक स्लॉट कैशबैक',
      my_MM: 'အပတ်စဉ် စလော့ ငွေပြန်အမ်း',
      ta_IN: 'வாராந்திர ஸ்லாட் கேஷ்பேக்',
      bn_BD: 'সাপ্তাহিক স্লট ক্যাশব্যাক',
    },
    summary: {
      en_US: '10% of your net slot losses back every Monday.',
      zh_CN: '每周一返还上周老虎机净亏损的 10%。',
      zh_TW: '每週一返還上週老虎機淨虧損的 10%。',
      vi_VN: 'Hoàn 10% số thua ròng slot vào mỗi thứ Hai.',
      ko_KR: '매주 월요일, 슬롯 순손실의 10%를 돌려드립니다.',
      ja_JP: '毎週月曜、スロットの純損失の10%を還元。',
      th_TH: 'คืน 10% ของยอดเสียสุทธิสล็อตทุกวันจันทร์',
      hi_IN: 'हर सोमवार स्लॉट की शुद्ध हार का 10% वापस।',
      my_MM: 'တနင်္လာနေ့တိုင်း စလော့ အသားတင်ရှုံးငွေ၏ 10% ပြန်ရမည်။',
      ta_IN: 'ஒவ்வொரு திங்களும் ஸ்லாட் நிகர இழப்பில் 10% திரும்ப.',
      bn_BD: 'প্রতি সোমবার স্লটের নিট ক্ষতির ১০% ফেরত।',
    },
    body: {
      en_US:
        "<p>Every Monday, 10% of last week's net losses on slot games goes back to your wallet.</p><ul><li>No turnover is required on the cashback.</li><li>Paid automatically to members with a net loss of at least 100 in the site currency.</li></ul>",
      zh_CN:
        '<p>每周一，上周老虎机游戏净亏损的 10% 将返还至您的钱包。</p><ul><li>返水无流水要求。</li><li>净亏损至少 100（网站币种）的会员将自动获得。</li></ul>',
      zh_TW:
        '<p>每週一，上週老虎機遊戲淨虧損的 10% 將返還至您的錢包。</p><ul><li>返水無流水要求。</li><li>淨虧損至少 100（網站幣別）的會員將自動獲得。</li></ul>',
      vi_VN:
        '<p>Mỗi thứ Hai, 10% số thua ròng của tuần trước trên các trò slot được trả lại vào ví của bạn.</p><ul><li>Tiền hoàn không yêu cầu doanh số.</li><li>Tự động trả cho thành viên thua ròng ít nhất 100 theo đơn vị tiền của trang.</li></ul>',
      ko_KR:
        '<p>매주 월요일, 지난주 슬롯 게임 순손실의 10%가 지갑으로 돌아옵니다.</p><ul><li>캐시백에는 롤링 조건이 없습니다.</li><li>사이트 통화 기준 순손실이 100 이상인 회원에게 자동 지급됩니다.</li></ul>',
      ja_JP:
        '<p>毎週月曜日、前週のスロットゲームの純損失の10%がウォレットに戻ります。</p><ul><li>キャッシュバックに賭け条件はありません。</li><li>サイト通貨で純損失が100以上の会員に自動で支払われます。</li></ul>',
      th_TH:
        '<p>ทุกวันจันทร์ 10% ของยอดเสียสุทธิจากเกมสล็อตในสัปดาห์ก่อนจะคืนเข้ากระเป๋าของคุณ</p><ul><li>ยอดคืนไม่ต้องทำเทิร์นโอเวอร์</li><li>จ่ายอัตโนมัติให้สมาชิกที่มียอดเสียสุทธิอย่างน้อย 100 ในสกุลเงินของเว็บไซต์</li></ul>',
      hi_IN:
        '<p>हर सोमवार, पिछले सप्ताह स्लॉट गेम में हुई शुद्ध हार का 10% आपके वॉलेट में वापस आता है।</p><ul><li>कैशबैक पर कोई टर्नओवर नहीं।</li><li>साइट की मुद्रा में कम से कम 100 की शुद्ध हार वाले सदस्यों को अपने-आप मिलता है।</li></ul>',
      my_MM:
        '<p>တနင်္လာနေ့တိုင်း ယခင်အပတ် စလော့ဂိမ်းများ၏ အသားတင်ရှုံးငွေ 10% ကို သင့်ပိုက်ဆံအိတ်သို့ ပြန်ထည့်ပေးသည်။</p><ul><li>ငွေပြန်အမ်းအတွက် လည်ပတ်ငွေ မလိုပါ။</li><li>ဆိုက်ငွေကြေးဖြင့် အနည်းဆုံး 100 အသားတင်ရှုံးသော အဖွဲ့ဝင်များထံ အလိုအလျောက် ပေးသည်။</li></ul>',
      ta_IN:
        '<p>ஒவ்வொரு திங்களும், கடந்த வார ஸ்லாட் கேம்களின் நிகர இழப்பில் 10% உங்கள் வாலெட்டுக்குத் திரும்பும்.</p><ul><li>கேஷ்பேக்கிற்கு டர்ன்ஓவர் தேவையில்லை.</li><li>தள நாணயத்தில் குறைந்தது 100 நிகர இழப்புள்ள உறுப்பினர்களுக்குத் தானாகச் செலுத்தப்படும்.</li></ul>',
      bn_BD:
        '<p>প্রতি সোমবার, গত সপ্তাহে স্লট গেমে নিট ক্ষতির ১০% আপনার ওয়ালেটে ফিরে আসে।</p><ul><li>ক্যাশব্যাকে কোনো টার্নওভার লাগে না।</li><li>সাইটের মুদ্রায় অন্তত ১০০ নিট ক্ষতির সদস্যরা স্বয়ংক্রিয়ভাবে পান।</li></ul>',
    },
  },
  {
    category: 'weekly',
    cover: { headline: '+20%', palette: 4 },
    title: {
      en_US: 'Friday live casino reload',
      zh_CN: '周五真人娱乐再存红利',
      zh_TW: '週五真人娛樂再存紅利',
      vi_VN: 'Thưởng nạp lại casino trực tiếp thứ Sáu',
      ko_KR: '금요일 라이브 카지노 재충전 보너스',
      ja_JP: '金曜日のライブカジノ再入金ボーナス',
      th_TH: 'โบนัสฝากซ้ำคาสิโนสดวันศุกร์',
      hi_IN: 'शुक्रवार लाइव कैसीनो रीलोड',
      my_MM: 'သောကြာနေ့ တိုက်ရိုက်ကာစီနို ပြန်ဖြည့်ဘောနပ်စ်',
      ta_IN: 'வெள்ளிக்கிழமை நேரடி கேசினோ ரீலோட்',
      bn_BD: 'শুক্রবারের লাইভ ক্যাসিনো রিলোড',
    },
    summary: {
      en_US: 'A 20% bonus on your Friday deposit.',
      zh_CN: '周五存款可获 20% 红利。',
      zh_TW: '週五存款可獲 20% 紅利。',
      vi_VN: 'Thưởng 20% cho lần nạp thứ Sáu.',
      ko_KR: '금요일 입금 시 20% 보너스.',
      ja_JP: '金曜日の入金に20%ボーナス。',
      th_TH: 'รับโบนัส 20% เมื่อฝากวันศุกร์',
      hi_IN: 'शुक्रवार की जमा पर 20% बोनस।',
      my_MM: 'သောကြာနေ့ ငွေသွင်းမှုအတွက် 20% ဘောနပ်စ်။',
      ta_IN: 'வெள்ளிக்கிழமை வைப்புக்கு 20% போனஸ்.',
      bn_BD: 'শুক্রবারের জমায় ২০% বোনাস।',
    },
    body: {
      en_US:
        '<p>Deposit on a Friday and get a 20% bonus to play at the live tables.</p><ul><li>One reload bonus per week.</li><li>Wager the bonus 8 times on live casino games.</li></ul>',
      zh_CN:
        '<p>周五存款即可获得 20% 红利，用于真人桌台游戏。</p><ul><li>每周限一次。</li><li>红利须在真人娱乐游戏中完成 8 倍流水。</li></ul>',
      zh_TW:
        '<p>週五存款即可獲得 20% 紅利，用於真人桌台遊戲。</p><ul><li>每週限一次。</li><li>紅利須在真人娛樂遊戲中完成 8 倍流水。</li></ul>',
      vi_VN:
        '<p>Nạp tiền vào thứ Sáu và nhận thưởng 20% để chơi tại các bàn trực tiếp.</p><ul><li>Mỗi tuần một lần thưởng nạp lại.</li><li>Cược tiền thưởng 8 lần trên các trò casino trực tiếp.</li></ul>',
      ko_KR:
        '<p>금요일에 입금하면 라이브 테이블에서 쓸 수 있는 20% 보너스를 드립니다.</p><ul><li>주 1회 지급됩니다.</li><li>보너스는 라이브 카지노 게임에서 8배 베팅해야 합니다.</li></ul>',
      ja_JP:
        '<p>金曜日に入金すると、ライブテーブルで使える20%のボーナスを進呈します。</p><ul><li>週1回限りです。</li><li>ボーナスはライブカジノで8倍のベットが必要です。</li></ul>',
      th_TH:
        '<p>ฝากเงินวันศุกร์ รับโบนัส 20% สำหรับเล่นที่โต๊ะสด</p><ul><li>รับได้สัปดาห์ละหนึ่งครั้ง</li><li>ทำยอดเดิมพันโบนัส 8 เท่าในเกมคาสิโนสด</li></ul>',
      hi_IN:
        '<p>शुक्रवार को जमा करें और लाइव टेबल पर खेलने के लिए 20% बोनस पाएँ।</p><ul><li>हर सप्ताह एक रीलोड बोनस।</li><li>बोनस को लाइव कैसीनो गेम्स में 8 गुना दाँव पर लगाएँ।</li></ul>',
      my_MM:
        '<p>သောကြာနေ့တွင် ငွေသွင်းပြီး တိုက်ရိုက်စားပွဲများတွင် ကစားရန် 20% ဘောနပ်စ် ရယူပါ။</p><ul><li>တစ်ပတ်လျှင် တစ်ကြိမ်။</li><li>ဘောနပ်စ်ကို တိုက်ရိုက်ကာစီနို ဂိမ်းများတွင် ၈ ဆ လောင်းရမည်။</li></ul>',
      ta_IN:
        '<p>வெள்ளிக்கிழமை வைப்பு செய்து, நேரடி மேசைகளில் விளையாட 20% போனஸ் பெறுங்கள்.</p><ul><li>வாரத்துக்கு ஒரு ரீலோட் போனஸ்.</li><li>போனஸை நேரடி கேசினோ கேம்களில் 8 மடங்கு பந்தயம் கட்டவும்.</li></ul>',
      bn_BD:
        '<p>শুক্রবারে জমা করুন, লাইভ টেবিলে খেলার জন্য ২০% বোনাস পান।</p><ul><li>সপ্তাহে একটি রিলোড বোনাস।</li><li>বোনাস লাইভ ক্যাসিনো গেমে ৮ গুণ বাজি ধরুন।</li></ul>',
    },
  },
];

export type DemoBulletin = {
  locations: number[];
  /** Who sees it (decision 42); everyone when not given. */
  audiences?: BulletinAudience[];
  /** A picture notice draws this cover (no words) beside its text. */
  picture?: { headline: string; palette: number };
  title: Localised;
  content: Localised;
  link: string;
};

export const DEMO_BULLETINS: DemoBulletin[] = [
  {
    locations: [1, 2],
    // The first-deposit offer: not for members who deposited or took a bonus.
    audiences: ['visitor', 'never_deposited'],
    title: DEMO_PROMOTIONS[0]?.title as Localised,
    link: '/discount',
    content: {
      en_US: '<p>New here? Your first deposit is doubled. <a href="/discount">See the promotions</a></p>',
      zh_CN: '<p>新朋友？首次存款翻倍。<a href="/discount">查看优惠</a></p>',
      zh_TW: '<p>新朋友？首次存款翻倍。<a href="/discount">查看優惠</a></p>',
      vi_VN: '<p>Mới đến? Lần nạp đầu tiên được nhân đôi. <a href="/discount">Xem khuyến mãi</a></p>',
      ko_KR: '<p>처음이신가요? 첫 입금액을 두 배로 드립니다. <a href="/discount">프로모션 보기</a></p>',
      ja_JP: '<p>はじめての方へ：初回入金が2倍に。<a href="/discount">プロモーションを見る</a></p>',
      th_TH: '<p>มาใหม่ใช่ไหม? ฝากครั้งแรกได้เป็นสองเท่า <a href="/discount">ดูโปรโมชัน</a></p>',
      hi_IN: '<p>नए हैं? आपकी पहली जमा दोगुनी होती है। <a href="/discount">प्रमोशन देखें</a></p>',
      my_MM: '<p>အသစ်လား။ ပထမဆုံး ငွေသွင်းမှုကို နှစ်ဆပေးသည်။ <a href="/discount">ပရိုမိုးရှင်းများ ကြည့်ရန်</a></p>',
      ta_IN: '<p>புதியவரா? உங்கள் முதல் வைப்பு இரட்டிப்பாகும். <a href="/discount">சலுகைகளைப் பாருங்கள்</a></p>',
      bn_BD: '<p>নতুন? আপনার প্রথম জমা দ্বিগুণ হবে। <a href="/discount">প্রোমোশন দেখুন</a></p>',
    },
  },
  {
    locations: [3],
    picture: { headline: '+20%', palette: 4 },
    title: DEMO_PROMOTIONS[2]?.title as Localised,
    link: '/discount',
    content: DEMO_PROMOTIONS[2]?.summary as Localised,
  },
];

/** A second sponsor beside the cricket league of demo-content.ts. */
export const DEMO_SECOND_SPONSOR: { title: Localised; content: Localised; url: string; logo: string } = {
  logo: 'Riverside Kabaddi',
  url: '/sponsor',
  title: {
    en_US: 'Team partner',
    zh_CN: '球队合作伙伴',
    zh_TW: '球隊合作夥伴',
    vi_VN: 'Đối tác đội bóng',
    ko_KR: '팀 파트너',
    ja_JP: 'チームパートナー',
    th_TH: 'พันธมิตรทีม',
    hi_IN: 'टीम साझेदार',
    my_MM: 'အသင်း မိတ်ဖက်',
    ta_IN: 'அணி கூட்டாளர்',
    bn_BD: 'দলের অংশীদার',
  },
  content: {
    en_US: 'Shirt sponsor of Riverside Kabaddi Club',
    zh_CN: 'Riverside 卡巴迪俱乐部球衣赞助商',
    zh_TW: 'Riverside 卡巴迪俱樂部球衣贊助商',
    vi_VN: 'Nhà tài trợ áo đấu của CLB Kabaddi Riverside',
    ko_KR: 'Riverside 카바디 클럽 유니폼 스폰서',
    ja_JP: 'Riverside カバディクラブのユニフォームスポンサー',
    th_TH: 'ผู้สนับสนุนเสื้อทีมสโมสรกาบัดดี้ Riverside',
    hi_IN: 'रिवरसाइड कबड्डी क्लब का जर्सी प्रायोजक',
    my_MM: 'Riverside ကဘတ်ဒီ အသင်း၏ အင်္ကျီ စပွန်ဆာ',
    ta_IN: 'ரிவர்சைடு கபடி கிளப்பின் ஜெர்சி ஸ்பான்சர்',
    bn_BD: 'রিভারসাইড কাবাডি ক্লাবের জার্সি স্পনসর',
  },
};
