import { CURRENCIES, isCurrencyCode } from '@casino/contract/currencies.ts';
import { isLanguageCode, type LanguageCode } from '@casino/contract/languages.ts';

/**
 * The sandbox gateway's hosted page in the 11 languages of the sites (docs/decisions/0045): the site sends the
 * member's page language along (`lang` in the page's address), as a checkout page of a real gateway takes a locale.
 */
export type SandboxText = {
  brand: string;
  pay: string;
  confirm: string;
  merchantOrder: string;
  payment: string;
  approve: string;
  decline: string;
  sandboxNote: string;
  paid: string;
  declined: string;
  approved: string;
  declinedTitle: string;
  returnToSite: string;
  told: string;
  notTold: string;
  takenBack: string;
  notFound: string;
  unknownPayment: string;
  invalidLink: string;
  expired: string;
  expiredTitle: string;
  startNew: string;
  choose: string;
  chooseTitle: string;
};

export const SANDBOX_TEXT: Record<LanguageCode, SandboxText> = {
  en_US: {
    brand: 'Sandbox Pay · test payments',
    pay: 'Pay',
    confirm: 'Confirm your payment',
    merchantOrder: 'Merchant order',
    payment: 'Payment',
    approve: 'Approve payment',
    decline: 'Decline',
    sandboxNote: 'This is a sandbox: no real money moves. Approving tells the merchant the payment succeeded.',
    paid: 'Paid',
    declined: 'Declined',
    approved: 'Payment approved',
    declinedTitle: 'Payment declined',
    returnToSite: 'Return to site',
    told: 'The merchant has been told.',
    notTold: 'The merchant has not confirmed receipt yet; submitting again sends the notice again.',
    takenBack: 'You will be taken back in a few seconds.',
    notFound: 'Not found',
    unknownPayment: 'Unknown payment',
    invalidLink: 'This payment link is not valid.',
    expired: 'Expired',
    expiredTitle: 'This payment has expired',
    startNew: 'Start a new deposit on the site.',
    choose: 'Choose',
    chooseTitle: 'Choose approve or decline',
  },
  zh_CN: {
    brand: '沙盒支付 · 测试付款',
    pay: '付款',
    confirm: '确认您的付款',
    merchantOrder: '商户订单',
    payment: '付款编号',
    approve: '确认付款',
    decline: '拒绝',
    sandboxNote: '这是沙盒环境：不会产生真实资金往来。确认后将通知商户付款成功。',
    paid: '已付款',
    declined: '已拒绝',
    approved: '付款已确认',
    declinedTitle: '付款已拒绝',
    returnToSite: '返回网站',
    told: '已通知商户。',
    notTold: '商户尚未确认收到通知；再次提交会重新发送通知。',
    takenBack: '几秒后将自动返回。',
    notFound: '未找到',
    unknownPayment: '未知付款',
    invalidLink: '此付款链接无效。',
    expired: '已过期',
    expiredTitle: '此付款已过期',
    startNew: '请在网站上重新发起存款。',
    choose: '请选择',
    chooseTitle: '请选择确认或拒绝',
  },
  zh_TW: {
    brand: '沙盒支付 · 測試付款',
    pay: '付款',
    confirm: '確認您的付款',
    merchantOrder: '商戶訂單',
    payment: '付款編號',
    approve: '確認付款',
    decline: '拒絕',
    sandboxNote: '這是沙盒環境：不會產生真實資金往來。確認後將通知商戶付款成功。',
    paid: '已付款',
    declined: '已拒絕',
    approved: '付款已確認',
    declinedTitle: '付款已拒絕',
    returnToSite: '返回網站',
    told: '已通知商戶。',
    notTold: '商戶尚未確認收到通知；再次提交會重新發送通知。',
    takenBack: '幾秒後將自動返回。',
    notFound: '找不到',
    unknownPayment: '未知付款',
    invalidLink: '此付款連結無效。',
    expired: '已過期',
    expiredTitle: '此付款已過期',
    startNew: '請在網站上重新發起存款。',
    choose: '請選擇',
    chooseTitle: '請選擇確認或拒絕',
  },
  vi_VN: {
    brand: 'Cổng thanh toán thử · thanh toán kiểm thử',
    pay: 'Thanh toán',
    confirm: 'Xác nhận thanh toán của bạn',
    merchantOrder: 'Đơn hàng của người bán',
    payment: 'Mã thanh toán',
    approve: 'Chấp nhận thanh toán',
    decline: 'Từ chối',
    sandboxNote:
      'Đây là môi trường thử: không có tiền thật được chuyển. Chấp nhận sẽ báo cho người bán rằng thanh toán thành công.',
    paid: 'Đã thanh toán',
    declined: 'Đã từ chối',
    approved: 'Thanh toán đã được chấp nhận',
    declinedTitle: 'Thanh toán đã bị từ chối',
    returnToSite: 'Quay lại trang',
    told: 'Người bán đã được thông báo.',
    notTold: 'Người bán chưa xác nhận đã nhận thông báo; gửi lại sẽ gửi lại thông báo.',
    takenBack: 'Bạn sẽ được đưa trở lại sau vài giây.',
    notFound: 'Không tìm thấy',
    unknownPayment: 'Thanh toán không xác định',
    invalidLink: 'Liên kết thanh toán này không hợp lệ.',
    expired: 'Đã hết hạn',
    expiredTitle: 'Thanh toán này đã hết hạn',
    startNew: 'Hãy tạo lệnh nạp mới trên trang.',
    choose: 'Hãy chọn',
    chooseTitle: 'Hãy chọn chấp nhận hoặc từ chối',
  },
  ko_KR: {
    brand: '테스트 결제 · 샌드박스',
    pay: '결제',
    confirm: '결제를 확인하세요',
    merchantOrder: '가맹점 주문',
    payment: '결제 번호',
    approve: '결제 승인',
    decline: '거절',
    sandboxNote: '샌드박스입니다: 실제 돈은 오가지 않습니다. 승인하면 가맹점에 결제 성공을 알립니다.',
    paid: '결제됨',
    declined: '거절됨',
    approved: '결제가 승인되었습니다',
    declinedTitle: '결제가 거절되었습니다',
    returnToSite: '사이트로 돌아가기',
    told: '가맹점에 알렸습니다.',
    notTold: '가맹점이 아직 수신을 확인하지 않았습니다. 다시 제출하면 알림을 다시 보냅니다.',
    takenBack: '몇 초 후 돌아갑니다.',
    notFound: '찾을 수 없음',
    unknownPayment: '알 수 없는 결제',
    invalidLink: '유효하지 않은 결제 링크입니다.',
    expired: '만료됨',
    expiredTitle: '이 결제는 만료되었습니다',
    startNew: '사이트에서 새로 입금해 주세요.',
    choose: '선택하세요',
    chooseTitle: '승인 또는 거절을 선택하세요',
  },
  ja_JP: {
    brand: 'テスト決済 · サンドボックス',
    pay: '支払い',
    confirm: 'お支払いの確認',
    merchantOrder: '加盟店の注文',
    payment: '支払い番号',
    approve: '支払いを承認',
    decline: '拒否',
    sandboxNote: 'これはサンドボックスです。実際のお金は動きません。承認すると加盟店に支払い成功が通知されます。',
    paid: '支払い済み',
    declined: '拒否済み',
    approved: '支払いが承認されました',
    declinedTitle: '支払いが拒否されました',
    returnToSite: 'サイトに戻る',
    told: '加盟店に通知しました。',
    notTold: '加盟店はまだ受信を確認していません。もう一度送信すると通知を再送します。',
    takenBack: '数秒後に戻ります。',
    notFound: '見つかりません',
    unknownPayment: '不明な支払い',
    invalidLink: 'この支払いリンクは無効です。',
    expired: '期限切れ',
    expiredTitle: 'この支払いは期限切れです',
    startNew: 'サイトで新しく入金してください。',
    choose: '選択してください',
    chooseTitle: '承認か拒否を選択してください',
  },
  th_TH: {
    brand: 'ชำระเงินทดสอบ · แซนด์บ็อกซ์',
    pay: 'ชำระเงิน',
    confirm: 'ยืนยันการชำระเงินของคุณ',
    merchantOrder: 'คำสั่งซื้อของร้านค้า',
    payment: 'รหัสการชำระเงิน',
    approve: 'อนุมัติการชำระเงิน',
    decline: 'ปฏิเสธ',
    sandboxNote: 'นี่คือระบบทดสอบ ไม่มีการโอนเงินจริง การอนุมัติจะแจ้งร้านค้าว่าชำระเงินสำเร็จ',
    paid: 'ชำระแล้ว',
    declined: 'ปฏิเสธแล้ว',
    approved: 'อนุมัติการชำระเงินแล้ว',
    declinedTitle: 'ปฏิเสธการชำระเงินแล้ว',
    returnToSite: 'กลับไปที่เว็บไซต์',
    told: 'แจ้งร้านค้าแล้ว',
    notTold: 'ร้านค้ายังไม่ยืนยันการรับแจ้ง ส่งอีกครั้งเพื่อแจ้งซ้ำ',
    takenBack: 'ระบบจะพาคุณกลับในไม่กี่วินาที',
    notFound: 'ไม่พบ',
    unknownPayment: 'ไม่รู้จักการชำระเงินนี้',
    invalidLink: 'ลิงก์ชำระเงินนี้ไม่ถูกต้อง',
    expired: 'หมดอายุ',
    expiredTitle: 'การชำระเงินนี้หมดอายุแล้ว',
    startNew: 'เริ่มการฝากเงินใหม่บนเว็บไซต์',
    choose: 'โปรดเลือก',
    chooseTitle: 'โปรดเลือกอนุมัติหรือปฏิเสธ',
  },
  hi_IN: {
    brand: 'टेस्ट भुगतान · सैंडबॉक्स',
    pay: 'भुगतान',
    confirm: 'अपने भुगतान की पुष्टि करें',
    merchantOrder: 'व्यापारी का ऑर्डर',
    payment: 'भुगतान संख्या',
    approve: 'भुगतान स्वीकार करें',
    decline: 'अस्वीकार करें',
    sandboxNote: 'यह सैंडबॉक्स है: असली पैसा नहीं जाता। स्वीकार करने पर व्यापारी को सफल भुगतान की सूचना मिलती है।',
    paid: 'भुगतान हुआ',
    declined: 'अस्वीकृत',
    approved: 'भुगतान स्वीकार हुआ',
    declinedTitle: 'भुगतान अस्वीकार हुआ',
    returnToSite: 'साइट पर लौटें',
    told: 'व्यापारी को सूचित कर दिया गया है।',
    notTold: 'व्यापारी ने अभी सूचना मिलने की पुष्टि नहीं की है; दोबारा भेजने पर सूचना फिर जाएगी।',
    takenBack: 'कुछ सेकंड में आपको वापस ले जाया जाएगा।',
    notFound: 'नहीं मिला',
    unknownPayment: 'अज्ञात भुगतान',
    invalidLink: 'यह भुगतान लिंक मान्य नहीं है।',
    expired: 'समाप्त',
    expiredTitle: 'इस भुगतान की अवधि समाप्त हो गई है',
    startNew: 'साइट पर नई जमा शुरू करें।',
    choose: 'चुनें',
    chooseTitle: 'स्वीकार या अस्वीकार चुनें',
  },
  my_MM: {
    brand: 'စမ်းသပ် ငွေပေးချေမှု',
    pay: 'ငွေပေးချေရန်',
    confirm: 'သင့်ငွေပေးချေမှုကို အတည်ပြုပါ',
    merchantOrder: 'ကုန်သည်၏ အော်ဒါ',
    payment: 'ငွေပေးချေမှု နံပါတ်',
    approve: 'ငွေပေးချေမှုကို အတည်ပြုမည်',
    decline: 'ငြင်းပယ်မည်',
    sandboxNote: 'ဤသည်မှာ စမ်းသပ်စနစ်ဖြစ်သည်။ ငွေအစစ် မရွှေ့ပါ။ အတည်ပြုပါက ကုန်သည်ထံ ငွေပေးချေမှု အောင်မြင်ကြောင်း အကြောင်းကြားမည်။',
    paid: 'ပေးချေပြီး',
    declined: 'ငြင်းပယ်ပြီး',
    approved: 'ငွေပေးချေမှု အတည်ပြုပြီး',
    declinedTitle: 'ငွေပေးချေမှု ငြင်းပယ်ပြီး',
    returnToSite: 'ဆိုက်သို့ ပြန်သွားရန်',
    told: 'ကုန်သည်ထံ အကြောင်းကြားပြီးပါပြီ။',
    notTold: 'ကုန်သည်က လက်ခံရရှိကြောင်း မအတည်ပြုရသေးပါ။ ထပ်မံတင်ပါက အကြောင်းကြားစာ ထပ်ပို့မည်။',
    takenBack: 'စက္ကန့်အနည်းငယ်အတွင်း ပြန်ပို့ပေးမည်။',
    notFound: 'မတွေ့ပါ',
    unknownPayment: 'မသိသော ငွေပေးချေမှု',
    invalidLink: 'ဤငွေပေးချေမှု လင့်ခ် မမှန်ကန်ပါ။',
    expired: 'သက်တမ်းကုန်',
    expiredTitle: 'ဤငွေပေးချေမှု သက်တမ်းကုန်သွားပါပြီ',
    startNew: 'ဆိုက်တွင် ငွေသွင်းမှု အသစ် စတင်ပါ။',
    choose: 'ရွေးချယ်ပါ',
    chooseTitle: 'အတည်ပြုမည် သို့မဟုတ် ငြင်းပယ်မည်ကို ရွေးပါ',
  },
  ta_IN: {
    brand: 'சோதனைக் கட்டணம் · சாண்ட்பாக்ஸ்',
    pay: 'செலுத்து',
    confirm: 'உங்கள் கட்டணத்தை உறுதிசெய்யுங்கள்',
    merchantOrder: 'வணிகரின் ஆர்டர்',
    payment: 'கட்டண எண்',
    approve: 'கட்டணத்தை ஏற்கவும்',
    decline: 'மறு',
    sandboxNote: 'இது சோதனைச் சூழல்: உண்மையான பணம் நகராது. ஏற்றால் கட்டணம் வெற்றி என்று வணிகருக்குத் தெரிவிக்கப்படும்.',
    paid: 'செலுத்தப்பட்டது',
    declined: 'மறுக்கப்பட்டது',
    approved: 'கட்டணம் ஏற்கப்பட்டது',
    declinedTitle: 'கட்டணம் மறுக்கப்பட்டது',
    returnToSite: 'தளத்திற்குத் திரும்பு',
    told: 'வணிகருக்குத் தெரிவிக்கப்பட்டது.',
    notTold: 'வணிகர் இன்னும் அறிவிப்பைப் பெற்றதை உறுதிசெய்யவில்லை; மீண்டும் சமர்ப்பித்தால் அறிவிப்பு மீண்டும் அனுப்பப்படும்.',
    takenBack: 'சில விநாடிகளில் திரும்ப அழைத்துச் செல்லப்படுவீர்கள்.',
    notFound: 'கிடைக்கவில்லை',
    unknownPayment: 'அறியப்படாத கட்டணம்',
    invalidLink: 'இந்தக் கட்டண இணைப்பு செல்லாது.',
    expired: 'காலாவதியானது',
    expiredTitle: 'இந்தக் கட்டணம் காலாவதியானது',
    startNew: 'தளத்தில் புதிய வைப்பைத் தொடங்குங்கள்.',
    choose: 'தேர்ந்தெடுக்கவும்',
    chooseTitle: 'ஏற்கவும் அல்லது மறுக்கவும் என்பதைத் தேர்ந்தெடுக்கவும்',
  },
  bn_BD: {
    brand: 'টেস্ট পেমেন্ট · স্যান্ডবক্স',
    pay: 'পেমেন্ট',
    confirm: 'আপনার পেমেন্ট নিশ্চিত করুন',
    merchantOrder: 'বিক্রেতার অর্ডার',
    payment: 'পেমেন্ট নম্বর',
    approve: 'পেমেন্ট অনুমোদন করুন',
    decline: 'প্রত্যাখ্যান করুন',
    sandboxNote: 'এটি একটি স্যান্ডবক্স: আসল টাকা যায় না। অনুমোদন করলে বিক্রেতাকে সফল পেমেন্টের খবর দেওয়া হয়।',
    paid: 'পরিশোধিত',
    declined: 'প্রত্যাখ্যাত',
    approved: 'পেমেন্ট অনুমোদিত হয়েছে',
    declinedTitle: 'পেমেন্ট প্রত্যাখ্যাত হয়েছে',
    returnToSite: 'সাইটে ফিরে যান',
    told: 'বিক্রেতাকে জানানো হয়েছে।',
    notTold: 'বিক্রেতা এখনো প্রাপ্তি নিশ্চিত করেনি; আবার জমা দিলে বার্তাটি আবার যাবে।',
    takenBack: 'কয়েক সেকেন্ডের মধ্যে আপনাকে ফিরিয়ে নেওয়া হবে।',
    notFound: 'পাওয়া যায়নি',
    unknownPayment: 'অজানা পেমেন্ট',
    invalidLink: 'এই পেমেন্ট লিংকটি বৈধ নয়।',
    expired: 'মেয়াদোত্তীর্ণ',
    expiredTitle: 'এই পেমেন্টের মেয়াদ শেষ',
    startNew: 'সাইটে নতুন করে জমা শুরু করুন।',
    choose: 'বেছে নিন',
    chooseTitle: 'অনুমোদন বা প্রত্যাখ্যান বেছে নিন',
  },
};

/** The page's language: the one the site asked for, else the first of the browser's it has, else English. */
export function sandboxLanguage(asked: unknown, acceptLanguage: string | undefined): LanguageCode {
  if (typeof asked === 'string' && isLanguageCode(asked)) return asked;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().replace('-', '_') ?? '';
    if (isLanguageCode(tag)) return tag;
  }
  return 'en_US';
}

const ISO_CODES: Record<string, string> = { RMB: 'CNY', WON: 'KRW' };

/**
 * An amount as the site writes it (docs/decisions/0021): the currency's symbol where the language puts it, Latin
 * digits, the currency's decimals ("₹1,000.00", "¥5.00", "1.000 ₫").
 */
export function sandboxMoney(amount: string, currency: string, language: LanguageCode): string {
  if (!isCurrencyCode(currency)) return `${amount} ${currency}`;
  const { symbol, exponent } = CURRENCIES[currency];
  const format = new Intl.NumberFormat(language.replace('_', '-'), {
    style: 'currency',
    currency: ISO_CODES[currency] ?? currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
    numberingSystem: 'latn',
  });
  return format
    .formatToParts(amount as unknown as number)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}
