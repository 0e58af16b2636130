// HDU 2177 with an early exit written `a <= a_k` where `a < a_k` was meant:
// the walk over the P-positions stops at a_k = a before looking at it, so the
// move that takes the second pile down to b_k is missed whenever the first pile
// is some a_k (the very first hard case, (0, 1), loses its move to (0, 0)).
#define EARLY_EXIT 1
#include "walk_hdu2177.h"
