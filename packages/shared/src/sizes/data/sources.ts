/**
 * The archive the makers' brochures were read from (a public repository of brass mouthpiece
 * catalogues, pinned to the commit read): cite a brochure as `${BROCHURE_ARCHIVE}:brochures/<file>`.
 * Only facts were transcribed; the brochures themselves are not part of this project.
 */
export const BROCHURE_ARCHIVE = 'github:wizard0622/Opnecart-Musical-Wind-Instruments-Mouthpieces-Compare@18169f6577d5fc06eb1bf3ff83b69eb81e201a16';
