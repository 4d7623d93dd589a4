export const block = {
  confirm: '이 이용자를 차단할까요? 차단한 이용자의 댓글은 보이지 않습니다.',
  done: '차단되었습니다.',
  unblockConfirm: '이 이용자의 차단을 해제할까요?',
  unblockDone: '차단이 해제되었습니다.',
  self: '나 자신은 차단할 수 없습니다.',
  anonymous: '익명 이용자는 차단할 수 없습니다.',
} as const;
