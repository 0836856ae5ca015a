/** Help centre articles of the demo merchant; other languages fall back to these. */
export const demoHelpItems: { language: string; anchor: string; title: string; content: string }[] = [
  {
    language: 'EN',
    anchor: 'about',
    title: 'About us',
    content:
      'We run casino, slots, sports, lottery and in-house games for adults who play for fun. Every in-house result is provably fair: you can verify any round yourself.',
  },
  {
    language: 'EN',
    anchor: 'terms',
    title: 'Terms and conditions',
    content:
      'You must be of legal age in your country to open an account. One account per person. Government officials, members of the armed forces, minors and listed restricted persons may not play. Bets are final once confirmed.',
  },
  {
    language: 'EN',
    anchor: 'privacy',
    title: 'Privacy policy',
    content:
      'We keep the personal data you give us only to run your account, verify your identity and meet legal duties. Identity documents are stored encrypted at rest and seen only by authorised staff.',
  },
  {
    language: 'EN',
    anchor: 'responsible-gaming',
    title: 'Responsible gaming',
    content:
      'Set yourself limits and take breaks. If gaming stops being fun, contact customer service to pause or close your account.',
  },
  {
    language: 'EN',
    anchor: 'deposit-withdrawal',
    title: 'Deposits and withdrawals',
    content:
      'Deposits are credited as soon as the payment provider confirms them. Withdrawals need your payment password and are reviewed by our finance team.',
  },
  {
    language: 'VI',
    anchor: 'about',
    title: 'Về chúng tôi',
    content:
      'Chúng tôi cung cấp casino, slot, thể thao, xổ số và trò chơi nội bộ cho người lớn. Mọi kết quả trò chơi nội bộ đều có thể kiểm chứng công bằng.',
  },
  {
    language: 'VI',
    anchor: 'terms',
    title: 'Điều khoản và điều kiện',
    content:
      'Bạn phải đủ tuổi hợp pháp tại quốc gia của mình để mở tài khoản. Mỗi người một tài khoản. Cán bộ nhà nước, quân nhân, người chưa thành niên và người bị hạn chế không được tham gia.',
  },
  {
    language: 'VI',
    anchor: 'privacy',
    title: 'Chính sách bảo mật',
    content:
      'Chúng tôi chỉ lưu dữ liệu cá nhân để vận hành tài khoản, xác minh danh tính và tuân thủ pháp luật.',
  },
  {
    language: 'VI',
    anchor: 'responsible-gaming',
    title: 'Chơi có trách nhiệm',
    content: 'Hãy đặt giới hạn cho bản thân và nghỉ ngơi. Liên hệ chăm sóc khách hàng để tạm dừng tài khoản.',
  },
];
