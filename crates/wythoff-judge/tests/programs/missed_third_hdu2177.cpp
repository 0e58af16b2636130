// HDU 2177 that lists the equal-take move and then at most one single-pile
// move (it stops at the first), so a position with three winning moves, such
// as (13, 20), loses its third.
#define FIRST_SINGLE 1
#include "walk_hdu2177.h"
