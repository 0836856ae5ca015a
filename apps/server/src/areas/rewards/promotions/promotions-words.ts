import type { DemoPromotion } from './demo-promotion.ts';
import { BIG_WIN_PROMOTION, WHEEL_PROMOTION } from './promotions-words-tryout.ts';

/** The demo brand's promotions, newest category first in the site's order. */
export const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    art: 'signup',
    category: 'new_player',
    days: null,
    texts: {
      EN: [
        'Sign up and get 50,000 VND',
        'Create an account today and a 50,000 VND welcome credit is yours.',
        'Open to players registering their first account.\n\n- One welcome credit per person, household and device.\n- The credit must be wagered once before it can be withdrawn.\n- Accounts found duplicated lose the credit and its winnings.',
      ],
      CN: [
        '注册即送50,000 VND',
        '今天注册账户，即可获得50,000 VND欢迎彩金。',
        '仅限首次注册账户的玩家参加。\n\n- 每人、每户、每台设备仅限领取一次。\n- 彩金需完成一倍流水后方可提款。\n- 重复账户将被取消彩金及其盈利。',
      ],
      ID: [
        'Daftar dan dapatkan 50,000 VND',
        'Buat akun hari ini dan kredit sambutan 50,000 VND menjadi milik Anda.',
        'Berlaku untuk pemain yang mendaftarkan akun pertama.\n\n- Satu kredit sambutan per orang, rumah tangga, dan perangkat.\n- Kredit harus dipertaruhkan sekali sebelum dapat ditarik.\n- Akun ganda kehilangan kredit dan kemenangannya.',
      ],
      PT: [
        'Registe-se e receba 50,000 VND',
        'Crie a sua conta hoje e ganhe um crédito de boas-vindas de 50,000 VND.',
        'Válido para jogadores que registam a primeira conta.\n\n- Um crédito por pessoa, agregado familiar e dispositivo.\n- O crédito deve ser apostado uma vez antes do levantamento.\n- Contas duplicadas perdem o crédito e os respetivos ganhos.',
      ],
      TH: [
        'สมัครวันนี้รับ 50,000 VND',
        'สมัครบัญชีวันนี้ รับเครดิตต้อนรับ 50,000 VND ทันที',
        'สำหรับผู้เล่นที่สมัครบัญชีแรกเท่านั้น\n\n- รับได้หนึ่งครั้งต่อบุคคล ครัวเรือน และอุปกรณ์\n- ต้องทำยอดเดิมพันหนึ่งเท่าก่อนถอน\n- บัญชีซ้ำจะถูกยกเลิกเครดิตและเงินรางวัล',
      ],
      TY: [
        'Mag-sign up at makakuha ng 50,000 VND',
        'Gumawa ng account ngayon at sa iyo ang 50,000 VND na welcome credit.',
        'Para sa mga manlalarong nagrerehistro ng unang account.\n\n- Isang welcome credit bawat tao, sambahayan at device.\n- Kailangang itaya nang isang beses ang credit bago ma-withdraw.\n- Mawawala ang credit at panalo ng mga dobleng account.',
      ],
      VI: [
        'Đăng ký nhận ngay 50,000 VND',
        'Tạo tài khoản hôm nay và nhận ngay 50,000 VND tiền chào mừng.',
        'Dành cho người chơi đăng ký tài khoản đầu tiên.\n\n- Mỗi người, mỗi hộ gia đình và mỗi thiết bị chỉ nhận một lần.\n- Tiền thưởng cần cược đủ một vòng trước khi rút.\n- Tài khoản trùng lặp sẽ bị thu hồi tiền thưởng và tiền thắng.',
      ],
    },
  },
  {
    art: 'welcome',
    category: 'new_player',
    days: 90,
    texts: {
      EN: [
        '100% first deposit bonus',
        'Double your first deposit, up to 5,000,000 VND.',
        'Your first deposit is matched in full as bonus funds.\n\n- Minimum deposit 100,000 VND.\n- Bonus and deposit must be wagered 10 times within 30 days.\n- Lottery and in-house originals count 50% towards wagering.',
      ],
      CN: [
        '首存100%奖金',
        '首次存款翻倍，最高5,000,000 VND。',
        '首次存款将获得等额奖金。\n\n- 最低存款100,000 VND。\n- 奖金与存款需在30天内完成10倍流水。\n- 彩票与自营游戏按50%计算流水。',
      ],
      ID: [
        'Bonus deposit pertama 100%',
        'Gandakan deposit pertama Anda, hingga 5,000,000 VND.',
        'Deposit pertama Anda dicocokkan penuh sebagai dana bonus.\n\n- Deposit minimum 100,000 VND.\n- Bonus dan deposit harus dipertaruhkan 10 kali dalam 30 hari.\n- Lotre dan permainan orisinal dihitung 50% untuk taruhan.',
      ],
      PT: [
        'Bónus de 100% no primeiro depósito',
        'Duplique o seu primeiro depósito, até 5,000,000 VND.',
        'O primeiro depósito é igualado na totalidade em fundos de bónus.\n\n- Depósito mínimo de 100,000 VND.\n- Bónus e depósito apostados 10 vezes em 30 dias.\n- Lotaria e jogos originais contam 50% para as apostas.',
      ],
      TH: [
        'โบนัสฝากแรก 100%',
        'รับเงินฝากแรกเป็นสองเท่า สูงสุด 5,000,000 VND',
        'เงินฝากครั้งแรกจะได้รับโบนัสเท่ากับยอดฝาก\n\n- ฝากขั้นต่ำ 100,000 VND\n- ต้องทำยอดเดิมพัน 10 เท่าของโบนัสและเงินฝากภายใน 30 วัน\n- หวยและเกมออริจินัลนับยอด 50%',
      ],
      TY: [
        '100% bonus sa unang deposito',
        'Doblehin ang unang deposito mo, hanggang 5,000,000 VND.',
        'Tutumbasan nang buo ang unang deposito mo bilang bonus.\n\n- Minimum na deposito 100,000 VND.\n- Itaya ang bonus at deposito nang 10 beses sa loob ng 30 araw.\n- 50% lang ang bilang ng lottery at in-house na laro sa taya.',
      ],
      VI: [
        'Thưởng 100% nạp đầu',
        'Nhân đôi lần nạp đầu tiên, tối đa 5,000,000 VND.',
        'Lần nạp đầu tiên được thưởng tương đương số tiền nạp.\n\n- Nạp tối thiểu 100,000 VND.\n- Tiền thưởng và tiền nạp cần cược 10 vòng trong 30 ngày.\n- Xổ số và trò chơi nội bộ tính 50% doanh cược.',
      ],
    },
  },
  {
    art: 'reload',
    category: 'deposit',
    days: 60,
    texts: {
      EN: [
        'Daily reload 20%',
        'Top up any day and get 20% extra, up to 1,000,000 VND.',
        'One reload bonus per day on the first deposit of the day.\n\n- Minimum deposit 200,000 VND.\n- Wager the bonus 5 times within 7 days.',
      ],
      CN: [
        '每日续存20%',
        '每天存款额外获得20%，最高1,000,000 VND。',
        '每天首笔存款可获得一次续存奖金。\n\n- 最低存款200,000 VND。\n- 奖金需在7天内完成5倍流水。',
      ],
      ID: [
        'Isi ulang harian 20%',
        'Isi saldo kapan saja dan dapatkan ekstra 20%, hingga 1,000,000 VND.',
        'Satu bonus isi ulang per hari untuk deposit pertama hari itu.\n\n- Deposit minimum 200,000 VND.\n- Pertaruhkan bonus 5 kali dalam 7 hari.',
      ],
      PT: [
        'Recarga diária de 20%',
        'Carregue em qualquer dia e receba mais 20%, até 1,000,000 VND.',
        'Um bónus de recarga por dia no primeiro depósito do dia.\n\n- Depósito mínimo de 200,000 VND.\n- Aposte o bónus 5 vezes em 7 dias.',
      ],
      TH: [
        'ฝากรายวันรับ 20%',
        'ฝากได้ทุกวัน รับเพิ่ม 20% สูงสุด 1,000,000 VND',
        'รับโบนัสได้วันละหนึ่งครั้งจากยอดฝากแรกของวัน\n\n- ฝากขั้นต่ำ 200,000 VND\n- ทำยอดเดิมพัน 5 เท่าของโบนัสภายใน 7 วัน',
      ],
      TY: [
        'Araw-araw na reload 20%',
        'Mag-top up kahit anong araw at makakuha ng dagdag na 20%, hanggang 1,000,000 VND.',
        'Isang reload bonus bawat araw sa unang deposito ng araw.\n\n- Minimum na deposito 200,000 VND.\n- Itaya ang bonus nang 5 beses sa loob ng 7 araw.',
      ],
      VI: [
        'Nạp lại mỗi ngày 20%',
        'Nạp tiền bất kỳ ngày nào, nhận thêm 20%, tối đa 1,000,000 VND.',
        'Mỗi ngày một lần thưởng cho lần nạp đầu tiên trong ngày.\n\n- Nạp tối thiểu 200,000 VND.\n- Cược tiền thưởng 5 vòng trong 7 ngày.',
      ],
    },
  },
  {
    art: 'cashback',
    category: 'cashback',
    days: null,
    texts: {
      EN: [
        'Weekly cashback 10%',
        'Get 10% of your net losses back every Monday.',
        'Cashback is worked out on net losses from Monday to Sunday.\n\n- Paid every Monday as cash, no wagering needed.\n- Up to 10,000,000 VND per week.',
      ],
      CN: [
        '每周返水10%',
        '每周一返还您净亏损的10%。',
        '返水按周一至周日的净亏损计算。\n\n- 每周一以现金发放，无需流水。\n- 每周最高10,000,000 VND。',
      ],
      ID: [
        'Cashback mingguan 10%',
        'Dapatkan kembali 10% kekalahan bersih Anda setiap Senin.',
        'Cashback dihitung dari kekalahan bersih Senin sampai Minggu.\n\n- Dibayar setiap Senin sebagai uang tunai, tanpa syarat taruhan.\n- Hingga 10,000,000 VND per minggu.',
      ],
      PT: [
        'Cashback semanal de 10%',
        'Receba 10% das suas perdas líquidas todas as segundas-feiras.',
        'O cashback é calculado sobre as perdas líquidas de segunda a domingo.\n\n- Pago à segunda-feira em dinheiro, sem apostas exigidas.\n- Até 10,000,000 VND por semana.',
      ],
      TH: [
        'คืนยอดเสียรายสัปดาห์ 10%',
        'รับคืน 10% ของยอดเสียสุทธิทุกวันจันทร์',
        'คำนวณจากยอดเสียสุทธิวันจันทร์ถึงวันอาทิตย์\n\n- จ่ายเป็นเงินสดทุกวันจันทร์ ไม่ต้องทำยอด\n- สูงสุด 10,000,000 VND ต่อสัปดาห์',
      ],
      TY: [
        'Lingguhang cashback 10%',
        'Ibabalik ang 10% ng net na talo mo tuwing Lunes.',
        'Kinukuwenta ang cashback mula sa net na talo mula Lunes hanggang Linggo.\n\n- Ibinibigay tuwing Lunes bilang cash, walang kailangang taya.\n- Hanggang 10,000,000 VND bawat linggo.',
      ],
      VI: [
        'Hoàn trả hàng tuần 10%',
        'Nhận lại 10% số tiền thua ròng vào mỗi thứ Hai.',
        'Hoàn trả tính trên số thua ròng từ thứ Hai đến Chủ nhật.\n\n- Trả bằng tiền mặt mỗi thứ Hai, không cần cược.\n- Tối đa 10,000,000 VND mỗi tuần.',
      ],
    },
  },
  {
    art: 'vip',
    category: 'vip',
    days: null,
    texts: {
      EN: [
        'VIP birthday gift',
        'VIP members receive a birthday gift that grows with their level.',
        'The gift is credited in your birthday month.\n\n- VIP level 2 or higher.\n- Your birthday must be on your profile 30 days before.',
      ],
      CN: [
        'VIP生日礼金',
        'VIP会员可获得随等级提升的生日礼金。',
        '礼金将在您的生日月份发放。\n\n- 需达到VIP 2级或以上。\n- 生日需提前30天填写在个人资料中。',
      ],
      ID: [
        'Hadiah ulang tahun VIP',
        'Anggota VIP menerima hadiah ulang tahun yang naik sesuai level.',
        'Hadiah dikreditkan pada bulan ulang tahun Anda.\n\n- Level VIP 2 atau lebih tinggi.\n- Tanggal lahir harus tercatat di profil 30 hari sebelumnya.',
      ],
      PT: [
        'Presente de aniversário VIP',
        'Membros VIP recebem um presente de aniversário que cresce com o nível.',
        'O presente é creditado no mês do seu aniversário.\n\n- Nível VIP 2 ou superior.\n- A data de nascimento deve constar do perfil 30 dias antes.',
      ],
      TH: [
        'ของขวัญวันเกิด VIP',
        'สมาชิก VIP รับของขวัญวันเกิดที่เพิ่มขึ้นตามระดับ',
        'ของขวัญจะเข้าบัญชีในเดือนเกิดของคุณ\n\n- ระดับ VIP 2 ขึ้นไป\n- ต้องระบุวันเกิดในโปรไฟล์ล่วงหน้า 30 วัน',
      ],
      TY: [
        'Regalo sa kaarawan ng VIP',
        'Ang mga VIP ay may regalo sa kaarawan na lumalaki ayon sa level.',
        'Ibibigay ang regalo sa buwan ng iyong kaarawan.\n\n- VIP level 2 pataas.\n- Dapat nasa profile ang kaarawan 30 araw bago nito.',
      ],
      VI: [
        'Quà sinh nhật VIP',
        'Thành viên VIP nhận quà sinh nhật tăng theo cấp độ.',
        'Quà được cộng vào tháng sinh nhật của bạn.\n\n- Cấp VIP 2 trở lên.\n- Ngày sinh phải có trong hồ sơ trước 30 ngày.',
      ],
    },
  },
  {
    art: 'jackpot',
    category: 'event',
    days: 14,
    texts: {
      EN: [
        'Lottery double week',
        'Every lottery win pays double the prize bonus this week.',
        'Runs on every lottery game of the site during the period.\n\n- The extra prize is paid after the draw is settled.\n- Up to 2,000,000 VND extra per player.',
      ],
      CN: [
        '彩票双倍周',
        '本周所有彩票中奖均可获得双倍奖金加成。',
        '活动期间适用于本站所有彩票游戏。\n\n- 额外奖金在开奖结算后发放。\n- 每位玩家最高额外2,000,000 VND。',
      ],
      ID: [
        'Minggu ganda lotre',
        'Setiap kemenangan lotre minggu ini mendapat bonus hadiah ganda.',
        'Berlaku untuk semua permainan lotre selama periode.\n\n- Hadiah tambahan dibayar setelah undian diselesaikan.\n- Hingga 2,000,000 VND tambahan per pemain.',
      ],
      PT: [
        'Semana dupla da lotaria',
        'Cada prémio de lotaria paga o dobro do bónus esta semana.',
        'Válido em todos os jogos de lotaria do site durante o período.\n\n- O prémio extra é pago após o sorteio ser liquidado.\n- Até 2,000,000 VND extra por jogador.',
      ],
      TH: [
        'สัปดาห์หวยรางวัลคู่',
        'ถูกหวยสัปดาห์นี้รับโบนัสรางวัลสองเท่า',
        'ใช้ได้กับเกมหวยทุกเกมของเว็บไซต์ในช่วงกิจกรรม\n\n- รางวัลพิเศษจ่ายหลังผลออกและชำระแล้ว\n- สูงสุด 2,000,000 VND ต่อผู้เล่น',
      ],
      TY: [
        'Dobleng linggo ng lottery',
        'Doble ang prize bonus ng bawat panalo sa lottery ngayong linggo.',
        'Para sa lahat ng lottery game ng site sa panahong ito.\n\n- Ibibigay ang dagdag na premyo kapag naayos na ang draw.\n- Hanggang 2,000,000 VND na dagdag bawat manlalaro.',
      ],
      VI: [
        'Tuần lễ xổ số nhân đôi',
        'Mọi lần trúng xổ số tuần này được thưởng gấp đôi.',
        'Áp dụng cho mọi trò xổ số trên trang trong thời gian diễn ra.\n\n- Tiền thưởng thêm được trả sau khi kỳ quay được đối soát.\n- Tối đa thêm 2,000,000 VND mỗi người chơi.',
      ],
    },
  },
  WHEEL_PROMOTION,
  BIG_WIN_PROMOTION,
];
