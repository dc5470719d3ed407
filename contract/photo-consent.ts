/**
 * The consent the worker reads before a site's admin takes their face photo for the gate (decision
 * 080), in the worker's own language (the account's), whatever language the admin's screen is in. A
 * text for the worker, as the policies are: data shown as written, not the admin's interface.
 */
import type { Language } from './languages.ts';

export const PHOTO_CONSENT_TEXT: Record<Language, string> = {
  ko: '현장 출입 확인을 위해 얼굴 사진을 촬영합니다. 사진은 QR 코드가 인정될 때 관리자 화면에 표시되어 본인인지 확인하는 데에만 쓰입니다. 근로계약이 있는 현장의 관리자와 본인만 볼 수 있습니다. 다시 촬영하면 바뀌고, 회원 탈퇴 시 삭제됩니다. 동의하지 않아도 됩니다. 사진이 없어도 일할 수 있습니다.',
  en: 'Your face photo is taken for the site gate. It is used only to check that it is you, on the administrator’s screen, when your QR code is accepted. Only the administrators of sites where you have a contract, and you, can see it. Taking it again replaces it; it is deleted when you cancel your account. You may refuse: you can work without it.',
  'zh-Hans': '为核对工地出入，将拍摄您的面部照片。照片只在您的二维码被接受时显示在管理员的屏幕上，用于确认是您本人。只有您有劳动合同的工地的管理员和您本人可以看到。重新拍摄会替换旧照片，注销账户时删除。您可以拒绝：没有照片也可以工作。',
  vi: 'Ảnh khuôn mặt của bạn được chụp để kiểm tra ở cổng công trường. Ảnh chỉ dùng để xác nhận đúng là bạn, trên màn hình của quản lý, khi mã QR của bạn được chấp nhận. Chỉ quản lý của các công trường bạn có hợp đồng và chính bạn mới xem được. Chụp lại sẽ thay ảnh cũ; ảnh bị xóa khi bạn hủy tài khoản. Bạn có thể từ chối: không có ảnh bạn vẫn làm việc được.',
};
