/** Failures of the profile form (updateCurrentUser) and of saving My Feed tags, as the API answers them. */
export const profileErrors = {
  nothingToChange: '바꿀 항목을 하나 이상 보내주세요.',
  usernameTaken: '이미 사용 중인 닉네임입니다.',
  imageTooLarge: (maxMb: number) => `프로필 이미지는 ${maxMb}MB 이하만 올릴 수 있습니다.`,
  imageType: 'JPG, PNG, WEBP, GIF 이미지만 올릴 수 있습니다.',
  oneImageOnly: '프로필 이미지는 한 장만 올릴 수 있습니다.',
  unknownField: (field: string) => `알 수 없는 항목입니다: ${field}`,
  notMultipart: '프로필은 multipart/form-data로 보내주세요.',
  unknownJob: '없는 직무입니다.',
  unknownJobGroup: '없는 직군입니다.',
  jobNotInGroup: '선택한 직군에 속하지 않는 직무입니다.',
  unknownTags: '없는 태그가 포함되어 있습니다.',
  otherViewer: '다른 사용자의 관심 태그는 바꿀 수 없습니다.',
} as const;
