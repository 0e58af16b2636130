"""The peer for bench/digits.sh: `wythoff nth -` and `wythoff status - -` in Python
with gmpy2 (GMP), the same exact formulas, reading standard input and printing the
same text, so that parsing and printing are timed on both sides.

    python3 peer.py nth < k.txt
    python3 peer.py status < ab.txt
"""
import sys

from gmpy2 import isqrt, mpz


def lower(k):
    # floor(k * phi) = (k + isqrt(5 k^2)) div 2
    return (k + isqrt(5 * k * k)) >> 1


def main():
    what = sys.argv[1]
    numbers = [mpz(token.decode()) for token in sys.stdin.buffer.read().split()]
    out = sys.stdout
    if what == "nth":
        k = numbers[0]
        a = lower(k)
        out.write(f"({a}, {a + k})\n")
    elif what == "status":
        small, large = sorted(numbers[:2])
        k = large - small
        t = lower(k)
        if t == small:
            out.write("P: the player to move loses (normal play)\n")
            out.write(f"why: the piles differ by k = {k} and ⌊{k}φ⌋ = {t} is the smaller pile: "
                      f"({small}, {large}) is P-position number {k}\n")
        else:
            out.write("N: the player to move wins (normal play)\n")
            out.write(f"why: the piles differ by k = {k} but ⌊{k}φ⌋ = {t}, not the smaller pile {small}: "
                      "not a P-position\n")
    else:
        sys.exit(f"unknown: {what}")


main()
