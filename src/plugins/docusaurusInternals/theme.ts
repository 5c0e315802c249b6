/**
 * The theme's internal hooks our swizzles need (theme-common marks them internal: no stability
 * promise). Browser side.
 * - useNavbarMobileSidebar: whether the phone drawer is shown, and its toggle
 *   (src/theme/Navbar/MobileSidebar).
 * - useCodeBlockContext: the code block's metadata and word-wrap state (src/theme/CodeBlock/Content).
 */
export {useCodeBlockContext, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
