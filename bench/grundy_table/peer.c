/* The peer for bench/grundy_table.sh: the N x N table of Sprague-Grundy values of
 * Wythoff's game, G(a, b) = mex of the values to the left in the row, above in the
 * column and on the diagonal. The straightforward fast program: one mex per cell,
 * over word bitsets kept for the row, every column and every diagonal (values are
 * below 2N), scanned from the lower bound max(a, b) - 2 min(a, b). Writes the table
 * row-major as little-endian u32 (the layout of `wythoff grundy table N --format
 * bin`). Usage: peer N FILE */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: peer N FILE\n");
        return 2;
    }
    long n = atol(argv[1]);
    long words = (2 * n + 63) / 64 + 1;
    uint64_t *row = calloc(words, 8);
    uint64_t *col = calloc((size_t)n * words, 8);
    uint64_t *diag = calloc((size_t)(2 * n) * words, 8);
    uint32_t *line = malloc(n * 4);
    FILE *out = fopen(argv[2], "wb");
    if (!row || !col || !diag || !line || !out) {
        fprintf(stderr, "peer: out of memory or cannot open %s\n", argv[2]);
        return 2;
    }
    for (long a = 0; a < n; a++) {
        memset(row, 0, words * 8);
        for (long b = 0; b < n; b++) {
            long lo = a < b ? a : b, hi = a < b ? b : a;
            long lb = hi - 2 * lo;
            if (lb < 0) lb = 0;
            uint64_t *c = col + (size_t)b * words;
            uint64_t *d = diag + (size_t)(b - a + n) * words;
            long w = lb / 64;
            uint64_t free = ~(row[w] | c[w] | d[w]) & (~0ULL << (lb % 64));
            while (!free) {
                w++;
                free = ~(row[w] | c[w] | d[w]);
            }
            long g = w * 64 + __builtin_ctzll(free);
            uint64_t bit = 1ULL << (g % 64);
            row[g / 64] |= bit;
            c[g / 64] |= bit;
            d[g / 64] |= bit;
            line[b] = (uint32_t)g;
        }
        fwrite(line, 4, n, out);
    }
    fclose(out);
    return 0;
}
