/**
 * A file name reads left to right in every language, its extension last: `عقد الزواج.docx`, not
 * `docx.عقد الزواج` (an Arabic name would otherwise make its isolate right to left).
 */
export const FileName = ({ children }: { children: string }) => <bdi dir="ltr">{children}</bdi>;
