/** The demo merchant's notices and publicity popups, in the seven bundled languages. */
type Texts = Record<
  'EN' | 'CN' | 'ID' | 'PT' | 'TH' | 'TY' | 'VI',
  readonly [title: string, content: string]
>;

export interface DemoNotice {
  kind: 'notice' | 'popup';
  audience: 'all' | 'public' | 'member';
  texts: Texts;
}

export const DEMO_NOTICES: DemoNotice[] = [
  {
    kind: 'notice',
    audience: 'all',
    texts: {
      EN: [
        'Scheduled maintenance on 1 December',
        'The site will be unavailable on 1 December from 02:00 to 04:00 (GMT+7) while we upgrade our servers. Your balance and open bets are safe.',
      ],
      CN: [
        '12月1日系统维护',
        '12月1日02:00至04:00（GMT+7）我们将升级服务器，期间网站暂停服务。您的余额和未结算注单不受影响。',
      ],
      ID: [
        'Pemeliharaan terjadwal 1 Desember',
        'Situs tidak dapat diakses pada 1 Desember pukul 02.00–04.00 (GMT+7) karena peningkatan server. Saldo dan taruhan Anda tetap aman.',
      ],
      PT: [
        'Manutenção programada a 1 de dezembro',
        'O site estará indisponível a 1 de dezembro das 02:00 às 04:00 (GMT+7) para atualização dos servidores. O seu saldo e apostas abertas estão seguros.',
      ],
      TH: [
        'ปิดปรับปรุงระบบวันที่ 1 ธันวาคม',
        'เว็บไซต์จะปิดให้บริการวันที่ 1 ธันวาคม เวลา 02:00–04:00 (GMT+7) เพื่ออัปเกรดเซิร์ฟเวอร์ ยอดเงินและเดิมพันของคุณปลอดภัย',
      ],
      TY: [
        'Nakatakdang maintenance sa 1 Disyembre',
        'Hindi magagamit ang site sa 1 Disyembre mula 02:00 hanggang 04:00 (GMT+7) habang ina-upgrade ang mga server. Ligtas ang iyong balanse at mga taya.',
      ],
      VI: [
        'Bảo trì định kỳ ngày 1 tháng 12',
        'Trang web tạm ngừng ngày 1/12 từ 02:00 đến 04:00 (GMT+7) để nâng cấp máy chủ. Số dư và vé cược của bạn vẫn an toàn.',
      ],
    },
  },
  {
    kind: 'notice',
    audience: 'all',
    texts: {
      EN: [
        'Keno now draws every 5 minutes',
        'Keno draws run every five minutes around the clock. Find it in the lottery centre.',
      ],
      CN: ['基诺每5分钟开奖', '基诺全天候每五分钟开奖一次，请前往彩票中心参与。'],
      ID: [
        'Keno kini diundi setiap 5 menit',
        'Undian keno berlangsung setiap lima menit sepanjang hari. Temukan di pusat lotere.',
      ],
      PT: [
        'Keno agora sorteia a cada 5 minutos',
        'Os sorteios de keno decorrem a cada cinco minutos, a qualquer hora. Encontre-o no centro de lotaria.',
      ],
      TH: ['คีโนออกรางวัลทุก 5 นาที', 'คีโนออกรางวัลทุกห้านาทีตลอด 24 ชั่วโมง เล่นได้ที่ศูนย์ลอตเตอรี่'],
      TY: [
        'May bola ang keno bawat 5 minuto',
        'Tuloy-tuloy ang bola ng keno bawat limang minuto. Hanapin ito sa lottery center.',
      ],
      VI: [
        'Keno quay thưởng mỗi 5 phút',
        'Keno quay thưởng năm phút một lần suốt ngày đêm. Tham gia tại trung tâm xổ số.',
      ],
    },
  },
  {
    kind: 'notice',
    audience: 'all',
    texts: {
      EN: [
        'Faster withdrawals to local banks',
        'Withdrawals to local bank accounts are now reviewed within 30 minutes during business hours.',
      ],
      CN: ['本地银行提款更快到账', '工作时间内，提款至本地银行账户将在30分钟内完成审核。'],
      ID: [
        'Penarikan lebih cepat ke bank lokal',
        'Penarikan ke rekening bank lokal kini ditinjau dalam 30 menit pada jam kerja.',
      ],
      PT: [
        'Levantamentos mais rápidos para bancos locais',
        'Os levantamentos para contas bancárias locais são agora revistos em 30 minutos no horário de expediente.',
      ],
      TH: [
        'ถอนเงินเข้าธนาคารในประเทศเร็วขึ้น',
        'การถอนเงินเข้าบัญชีธนาคารในประเทศจะได้รับการตรวจสอบภายใน 30 นาทีในเวลาทำการ',
      ],
      TY: [
        'Mas mabilis na withdrawal sa lokal na bangko',
        'Nire-review na ngayon ang withdrawal sa lokal na bangko sa loob ng 30 minuto sa oras ng trabaho.',
      ],
      VI: [
        'Rút tiền về ngân hàng nội địa nhanh hơn',
        'Lệnh rút về tài khoản ngân hàng trong nước được duyệt trong 30 phút vào giờ làm việc.',
      ],
    },
  },
  {
    kind: 'notice',
    audience: 'all',
    texts: {
      EN: [
        'Verify your identity to unlock withdrawals',
        'Upload your ID in the member centre. Our team reviews most documents within one working day.',
      ],
      CN: ['完成身份验证即可提款', '请在会员中心上传证件，我们通常在一个工作日内完成审核。'],
      ID: [
        'Verifikasi identitas untuk membuka penarikan',
        'Unggah kartu identitas Anda di pusat member. Tim kami meninjau sebagian besar dokumen dalam satu hari kerja.',
      ],
      PT: [
        'Verifique a identidade para levantar',
        'Carregue o seu documento no centro de membro. A nossa equipa revê a maioria dos documentos num dia útil.',
      ],
      TH: ['ยืนยันตัวตนเพื่อเปิดการถอนเงิน', 'อัปโหลดบัตรประจำตัวในศูนย์สมาชิก ทีมงานตรวจสอบเอกสารส่วนใหญ่ภายในหนึ่งวันทำการ'],
      TY: [
        'I-verify ang pagkakakilanlan para makapag-withdraw',
        'I-upload ang iyong ID sa member center. Karamihan sa dokumento ay nire-review sa loob ng isang araw ng trabaho.',
      ],
      VI: [
        'Xác minh danh tính để rút tiền',
        'Tải giấy tờ tùy thân lên trung tâm thành viên. Chúng tôi duyệt hầu hết hồ sơ trong một ngày làm việc.',
      ],
    },
  },
  {
    kind: 'notice',
    audience: 'all',
    texts: {
      EN: [
        'Responsible gaming tools',
        'Ask customer service to set a deposit limit or pause your account at any time.',
      ],
      CN: ['理性游戏工具', '您可以随时联系客服设置存款限额或暂停账户。'],
      ID: [
        'Alat bermain secara bertanggung jawab',
        'Hubungi layanan pelanggan kapan saja untuk membatasi deposit atau menjeda akun Anda.',
      ],
      PT: [
        'Ferramentas de jogo responsável',
        'Peça ao apoio ao cliente para definir um limite de depósito ou pausar a conta a qualquer momento.',
      ],
      TH: ['เครื่องมือการเล่นอย่างรับผิดชอบ', 'ติดต่อฝ่ายบริการลูกค้าเพื่อกำหนดวงเงินฝากหรือพักบัญชีได้ทุกเมื่อ'],
      TY: [
        'Mga tool para sa responsableng paglalaro',
        'Makipag-ugnayan sa customer service anumang oras para maglagay ng limitasyon sa deposito o i-pause ang account.',
      ],
      VI: [
        'Công cụ chơi có trách nhiệm',
        'Liên hệ chăm sóc khách hàng bất cứ lúc nào để đặt hạn mức nạp hoặc tạm khóa tài khoản.',
      ],
    },
  },
  {
    kind: 'notice',
    audience: 'all',
    texts: {
      EN: [
        'Southern lottery results at 16:30',
        'Southern region results are published at 16:30 every day; bets close 15 minutes before the draw.',
      ],
      CN: ['南部彩票16:30公布结果', '南部地区每天16:30公布开奖结果，开奖前15分钟停止投注。'],
      ID: [
        'Hasil lotere selatan pukul 16.30',
        'Hasil wilayah selatan diumumkan setiap hari pukul 16.30; taruhan ditutup 15 menit sebelum undian.',
      ],
      PT: [
        'Resultados da lotaria do sul às 16:30',
        'Os resultados da região sul saem todos os dias às 16:30; as apostas fecham 15 minutos antes.',
      ],
      TH: ['ผลหวยภาคใต้ออกเวลา 16:30', 'ผลรางวัลภาคใต้ประกาศทุกวันเวลา 16:30 ปิดรับแทง 15 นาทีก่อนออกรางวัล'],
      TY: [
        'Resulta ng southern lottery sa 16:30',
        'Inilalabas ang resulta ng timog araw-araw sa 16:30; sarado ang taya 15 minuto bago ang bola.',
      ],
      VI: [
        'Kết quả xổ số miền Nam lúc 16:30',
        'Kết quả miền Nam công bố lúc 16:30 hằng ngày; ngừng nhận cược 15 phút trước giờ quay.',
      ],
    },
  },
  {
    kind: 'notice',
    audience: 'all',
    texts: {
      EN: [
        'Beware of fake customer service',
        'Our staff never ask for your password or verification code. Contact us only through the links on this site.',
      ],
      CN: ['谨防假冒客服', '我们的工作人员绝不会索要您的密码或验证码，请只通过本站链接联系我们。'],
      ID: [
        'Waspada layanan pelanggan palsu',
        'Staf kami tidak pernah meminta kata sandi atau kode verifikasi. Hubungi kami hanya melalui tautan di situs ini.',
      ],
      PT: [
        'Cuidado com falso apoio ao cliente',
        'A nossa equipa nunca pede a sua palavra-passe ou código de verificação. Contacte-nos só pelas ligações deste site.',
      ],
      TH: ['ระวังฝ่ายบริการลูกค้าปลอม', 'พนักงานของเราไม่เคยขอรหัสผ่านหรือรหัสยืนยัน โปรดติดต่อผ่านลิงก์บนเว็บไซต์นี้เท่านั้น'],
      TY: [
        'Mag-ingat sa pekeng customer service',
        'Hindi kailanman hihingin ng aming staff ang iyong password o verification code. Kontakin lang kami sa mga link ng site na ito.',
      ],
      VI: [
        'Cảnh giác với chăm sóc khách hàng giả mạo',
        'Nhân viên của chúng tôi không bao giờ hỏi mật khẩu hay mã xác minh. Chỉ liên hệ qua các liên kết trên trang này.',
      ],
    },
  },
  {
    kind: 'notice',
    audience: 'all',
    texts: {
      EN: [
        'Check any in-house round yourself',
        "Every round of Fortune Reels, Dice and Mines can be checked with the 'verify this round' button.",
      ],
      CN: ['自营游戏每局可验证', '幸运转轴、骰子和扫雷的每一局都可通过“验证本局”按钮核对。'],
      ID: [
        'Periksa sendiri setiap ronde game kami',
        "Setiap ronde Fortune Reels, Dice dan Mines dapat diperiksa lewat tombol 'verifikasi ronde ini'.",
      ],
      PT: [
        'Verifique qualquer ronda dos nossos jogos',
        "Cada ronda de Fortune Reels, Dice e Mines pode ser confirmada no botão 'verificar esta ronda'.",
      ],
      TH: [
        'ตรวจสอบทุกรอบของเกมเราได้เอง',
        'ทุกรอบของ Fortune Reels, Dice และ Mines ตรวจสอบได้ด้วยปุ่ม "ตรวจสอบรอบนี้"',
      ],
      TY: [
        'Suriin mismo ang bawat round',
        "Masusuri ang bawat round ng Fortune Reels, Dice at Mines gamit ang 'i-verify ang round na ito'.",
      ],
      VI: [
        'Tự kiểm tra mọi ván trò chơi nhà cái',
        'Mọi ván Fortune Reels, Dice và Mines đều kiểm tra được bằng nút "xác minh ván này".',
      ],
    },
  },
  {
    kind: 'notice',
    audience: 'all',
    texts: {
      EN: [
        'Keep your mobile number up to date',
        'We send verification codes to your mobile when you reset your password. Update it in the member centre.',
      ],
      CN: ['请保持手机号码最新', '重置密码时我们会向您的手机发送验证码，请在会员中心更新号码。'],
      ID: [
        'Perbarui nomor ponsel Anda',
        'Kami mengirim kode verifikasi ke ponsel saat Anda mengatur ulang kata sandi. Perbarui di pusat member.',
      ],
      PT: [
        'Mantenha o seu telemóvel atualizado',
        'Enviamos códigos de verificação para o telemóvel quando repõe a palavra-passe. Atualize-o no centro de membro.',
      ],
      TH: ['อัปเดตเบอร์มือถือของคุณ', 'เราส่งรหัสยืนยันไปยังมือถือเมื่อคุณรีเซ็ตรหัสผ่าน อัปเดตเบอร์ได้ที่ศูนย์สมาชิก'],
      TY: [
        'Panatilihing updated ang mobile number',
        'Nagpapadala kami ng verification code sa iyong mobile kapag nire-reset ang password. I-update ito sa member center.',
      ],
      VI: [
        'Cập nhật số điện thoại của bạn',
        'Chúng tôi gửi mã xác minh tới điện thoại khi bạn đặt lại mật khẩu. Cập nhật tại trung tâm thành viên.',
      ],
    },
  },
  {
    kind: 'notice',
    audience: 'all',
    texts: {
      EN: [
        'Holiday opening hours',
        'Customer service stays open 24/7 over the holidays; bank transfers may take longer on public holidays.',
      ],
      CN: ['节假日服务时间', '节假日期间客服24小时在线；公共假日银行转账可能会有延迟。'],
      ID: [
        'Jam layanan hari libur',
        'Layanan pelanggan tetap buka 24/7 selama liburan; transfer bank bisa lebih lama pada hari libur nasional.',
      ],
      PT: [
        'Horário nos feriados',
        'O apoio ao cliente funciona 24/7 nos feriados; as transferências bancárias podem demorar mais nesses dias.',
      ],
      TH: [
        'เวลาทำการช่วงวันหยุด',
        'ฝ่ายบริการลูกค้าเปิด 24 ชั่วโมงตลอดช่วงวันหยุด การโอนผ่านธนาคารอาจใช้เวลานานขึ้นในวันหยุดราชการ',
      ],
      TY: [
        'Oras ng serbisyo sa holiday',
        'Bukas ang customer service 24/7 sa holidays; maaaring mas matagal ang bank transfer sa mga pista opisyal.',
      ],
      VI: [
        'Giờ phục vụ dịp lễ',
        'Chăm sóc khách hàng hoạt động 24/7 trong dịp lễ; chuyển khoản ngân hàng có thể chậm hơn vào ngày nghỉ lễ.',
      ],
    },
  },
  {
    kind: 'popup',
    audience: 'public',
    texts: {
      EN: [
        'Join today: 100% on your first deposit',
        'Register in under a minute and double your first deposit, up to 5,000,000 VND. Terms apply.',
      ],
      CN: ['立即加入：首存100%奖金', '一分钟内完成注册，首次存款翻倍，最高5,000,000越南盾。适用条款。'],
      ID: [
        'Gabung hari ini: 100% deposit pertama',
        'Daftar kurang dari semenit dan gandakan deposit pertama, hingga 5,000,000 VND. Syarat berlaku.',
      ],
      PT: [
        'Junte-se hoje: 100% no 1.º depósito',
        'Registe-se em menos de um minuto e duplique o primeiro depósito, até 5,000,000 VND. Aplicam-se termos.',
      ],
      TH: ['สมัครวันนี้ รับโบนัสฝากแรก 100%', 'สมัครภายในหนึ่งนาที รับเงินฝากแรกเป็นสองเท่า สูงสุด 5,000,000 VND มีเงื่อนไข'],
      TY: [
        'Sumali ngayon: 100% sa unang deposito',
        'Mag-register sa loob ng isang minuto at doblehin ang unang deposito, hanggang 5,000,000 VND. May kondisyon.',
      ],
      VI: [
        'Tham gia hôm nay: thưởng 100% nạp đầu',
        'Đăng ký chưa đến một phút và nhân đôi lần nạp đầu, tối đa 5,000,000 VND. Áp dụng điều khoản.',
      ],
    },
  },
  {
    kind: 'popup',
    audience: 'all',
    texts: {
      EN: [
        'Play responsibly',
        'You must be of legal age to play. Set yourself limits, take breaks, and ask us for help whenever you need it.',
      ],
      CN: ['理性游戏', '您必须达到法定年龄才能参与。请为自己设定限额、适时休息，需要时随时联系我们。'],
      ID: [
        'Bermain secara bertanggung jawab',
        'Anda harus cukup umur untuk bermain. Tetapkan batas, beristirahat, dan hubungi kami kapan pun perlu bantuan.',
      ],
      PT: [
        'Jogue com responsabilidade',
        'Tem de ter a idade legal para jogar. Defina limites, faça pausas e peça-nos ajuda sempre que precisar.',
      ],
      TH: [
        'เล่นอย่างมีความรับผิดชอบ',
        'คุณต้องมีอายุตามกฎหมายจึงจะเล่นได้ กำหนดวงเงิน พักเป็นระยะ และขอความช่วยเหลือจากเราได้ทุกเมื่อ',
      ],
      TY: [
        'Maglaro nang responsable',
        'Kailangang nasa legal na edad ka para maglaro. Magtakda ng limitasyon, magpahinga, at humingi ng tulong kapag kailangan.',
      ],
      VI: [
        'Chơi có trách nhiệm',
        'Bạn phải đủ tuổi hợp pháp để chơi. Hãy đặt giới hạn, nghỉ ngơi và liên hệ chúng tôi khi cần hỗ trợ.',
      ],
    },
  },
  {
    kind: 'popup',
    audience: 'member',
    texts: {
      EN: [
        'Weekly cashback is here',
        'Members get 0.5% cashback on slot stakes every Monday, paid straight to the wallet. No claim needed.',
      ],
      CN: ['每周返水上线', '会员每周一可获得老虎机投注0.5%返水，直接存入钱包，无需申请。'],
      ID: [
        'Cashback mingguan telah hadir',
        'Member mendapat cashback 0.5% dari taruhan slot setiap Senin, langsung ke dompet. Tanpa klaim.',
      ],
      PT: [
        'Chegou o cashback semanal',
        'Os membros recebem 0.5% de cashback nas apostas em slots todas as segundas, direto na carteira. Sem pedido.',
      ],
      TH: ['เงินคืนรายสัปดาห์มาแล้ว', 'สมาชิกรับเงินคืน 0.5% จากยอดเดิมพันสล็อตทุกวันจันทร์ เข้ากระเป๋าโดยตรง ไม่ต้องกดรับ'],
      TY: [
        'Narito na ang lingguhang cashback',
        'Tumatanggap ang mga miyembro ng 0.5% cashback sa taya sa slots tuwing Lunes, diretso sa wallet. Walang claim.',
      ],
      VI: [
        'Hoàn trả hằng tuần đã có',
        'Thành viên nhận hoàn trả 0.5% tiền cược slot mỗi thứ Hai, cộng thẳng vào ví. Không cần yêu cầu.',
      ],
    },
  },
  {
    kind: 'popup',
    audience: 'member',
    texts: {
      EN: [
        'Secure your withdrawals',
        'Set a payment password in the member centre before your first withdrawal.',
      ],
      CN: ['保护您的提款安全', '首次提款前，请在会员中心设置支付密码。'],
      ID: ['Amankan penarikan Anda', 'Atur kata sandi pembayaran di pusat member sebelum penarikan pertama.'],
      PT: [
        'Proteja os seus levantamentos',
        'Defina uma palavra-passe de pagamento no centro de membro antes do primeiro levantamento.',
      ],
      TH: ['ปกป้องการถอนเงินของคุณ', 'ตั้งรหัสผ่านการชำระเงินในศูนย์สมาชิกก่อนถอนเงินครั้งแรก'],
      TY: [
        'Protektahan ang iyong withdrawal',
        'Magtakda ng payment password sa member center bago ang unang withdrawal.',
      ],
      VI: [
        'Bảo vệ lệnh rút tiền',
        'Đặt mật khẩu thanh toán tại trung tâm thành viên trước lần rút đầu tiên.',
      ],
    },
  },
];
