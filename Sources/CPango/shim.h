#ifndef CPANGO_SHIM_H
#define CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>   /* pango_fc_font_map_set_config: pin the font set */
#include <fontconfig/fontconfig.h>

/* Function-like / cast macros are not imported into Swift; tiny inline wrappers instead. */
static inline PangoFcFontMap *cpango_fc_font_map(PangoFontMap *map) {
    return PANGO_IS_FC_FONT_MAP(map) ? PANGO_FC_FONT_MAP(map) : NULL;
}
static inline int cpango_pixels(int d) { return PANGO_PIXELS(d); }
static const int cpango_scale = PANGO_SCALE;
#endif
