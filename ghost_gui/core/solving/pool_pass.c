/* The engine's hot passes in C, a level a call: Anaghost's over packed pools (see
 * pool_levels.py, which calls them and holds the same pass in Python, level_pass_py, the
 * reference the tests compare it with), and at the end those over the other variants' game
 * graphs (graph_losers, graph_costs, graph_children: see graph_passes.py; inner_edges, Xghost's
 * edges by a letter from inside, reverse_edges, SuperDuperGhost's by a reversal, and
 * end_edges, every variant's by an end: see graph.py), and inner_hits, the same cuts for Xghost's analysis (see inner_cuts.py);
 * and, in shared_pools.c (included near the end), Anaghost's analysis over the pools that two
 * or more words share (see shared_pools.py), which the analysis takes where it can.
 *
 * A pool is a number: its count of each letter a digit in a mixed radix (letter x's digit
 * has radix[x] values and weighs stride[x]), so that the pool less one x is the number less
 * stride[x]. A level is the sorted numbers of its pools and a byte per pool, the seats that
 * lose with perfect play (the loser mask). The children of level k + 1 less one letter x, in
 * their order, are an ascending stream for each x; merging the streams (and the counting
 * words of level k, one more stream) gives level k in order, each parent once, with the masks
 * of all its children at hand: the rule of solver.py gives its own.
 *
 * A pool is one uint64 where the numbers fit in 64 bits, else two (a "wide" pool, low word
 * first: the Russian nouns' 33 letters need 78 bits), whose digits are then all bit fields.
 * Which it is follows from the arguments: the strides are pools too, one per radix. The
 * passes are written once, below the #else, and read twice, once for each kind of pool.
 *
 * Why C: the Python passes spend a hash-table store per parent made (21 million on the family
 * list, 270 million on ENABLE), seconds at best; here a parent costs a few comparisons.
 */
#ifndef KEY
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* each kind of pool's passes a function of their own: inlined into one caller beside the
 * other kind's, the uint64 merge ran 4 % slower (gcc -O2) */
#if defined(__GNUC__) || defined(__clang__)
#define NOINLINE __attribute__((noinline))
#define ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define NOINLINE
#define ALWAYS_INLINE inline
#endif

/* a pool past 64 bits: plain C99 rather than a 128-bit type, which not every compiler has,
 * and 8-byte aligned like the uint64 a Python bytes object is read as */
typedef struct {
    uint64_t lo, hi;
} wide;

static const wide wide_none = {UINT64_MAX, UINT64_MAX};

static inline int wide_lt(wide a, wide b) { return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo); }

static inline int wide_eq(wide a, wide b) { return a.hi == b.hi && a.lo == b.lo; }

static inline wide wide_sub(wide a, wide b) {
    wide r;
    r.lo = a.lo - b.lo;
    r.hi = a.hi - b.hi - (a.lo < b.lo);
    return r;
}

/* the lowest set bit of v (v not 0) */
static inline int low_bit(uint64_t v) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(v);
#else
    int b = 0;
    while (!(v & 1)) {
        v >>= 1;
        b++;
    }
    return b;
#endif
}

/* the children that hold each letter, a bit a child: letter x's words at map + x * words
 * (words = (n + 63) / 64, map zeroed), from held; a stream then skips 64 children a word.
 * holders_of: children first to end only (their letters at held[0...]), the rest left 0. */
static void holders_of(const uint64_t *held, Py_ssize_t first, Py_ssize_t end, Py_ssize_t words,
                       uint64_t *map) {
    for (Py_ssize_t i = first; i < end; i++) {
        uint64_t bits = held[i - first], bit = (uint64_t)1 << (i & 63);
        Py_ssize_t at = i >> 6;
        while (bits) {
            map[(Py_ssize_t)low_bit(bits) * words + at] |= bit;
            bits &= bits - 1;
        }
    }
}

static void holders(const uint64_t *held, Py_ssize_t n, Py_ssize_t words, uint64_t *map) {
    holders_of(held, 0, n, words, map);
}

/* the next child at or after i whose bit is set in one letter's map, or n (inlined: a call
 * for each child a stream takes, the Russian nouns' pass ran 7 % slower) */
static ALWAYS_INLINE Py_ssize_t next_in(const uint64_t *map, Py_ssize_t i, Py_ssize_t n) {
    if (i >= n)
        return n;
    Py_ssize_t w = i >> 6, words = (n + 63) >> 6;
    uint64_t v = map[w] & (~(uint64_t)0 << (i & 63));
    while (!v) {
        if (++w >= words)
            return n;
        v = map[w];
    }
    Py_ssize_t j = (w << 6) + low_bit(v);
    return j < n ? j : n;
}

/* A pool's loser masks, one a rule (at most 8), are side by side (counts bytes a pool), and
 * the merge reads them as one uint64, a rule a byte (a lane), the first the lowest in
 * memory: lanes_at reads pool i's (keep: 0xff in each of the counts lanes), lanes_set gives
 * 0xff in each lane that is not 0. */
static inline uint64_t lanes_at(const uint8_t *masks, Py_ssize_t i, Py_ssize_t n,
                                Py_ssize_t counts, uint64_t keep) {
    uint64_t v = 0;
    if (i * counts + 8 <= n * counts) {
        memcpy(&v, masks + i * counts, 8);
        return v & keep;
    }
    memcpy(&v, masks + i * counts, (size_t)counts); /* the last pools: no 8 bytes left */
    return v;
}

static inline uint64_t lanes_set(uint64_t v) {
    const uint64_t low7 = 0x7f7f7f7f7f7f7f7full, high = 0x8080808080808080ull;
    uint64_t h = (((v & low7) + low7) | v) & high;
    return (h >> 7) * 0xff;
}

/* the letters each child holds, a bit each: its digits above 0. Where every radix is a
 * power of two the digits are bit fields, read as letters_held_128 reads them (below);
 * else a division per digit. */
static void fields_held_128(const uint64_t *lo, const uint64_t *hi, Py_ssize_t step,
                            Py_ssize_t n, const uint8_t *radix, Py_ssize_t letters,
                            uint64_t *held);

static void letters_held_64(const uint64_t *ch, Py_ssize_t n, const uint64_t *stride,
                            const uint8_t *radix, Py_ssize_t letters, uint64_t *held) {
    int fields = 1;
    (void)stride;
    for (Py_ssize_t x = 0; x < letters; x++)
        if (radix[x] & (radix[x] - 1))
            fields = 0;
    if (fields) {
        fields_held_128(ch, NULL, 1, n, radix, letters, held);
        return;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        uint64_t v = ch[i], bits = 0;
        for (Py_ssize_t x = 0; x < letters; x++) {
            if (v % radix[x])
                bits |= (uint64_t)1 << x;
            v /= radix[x];
        }
        held[i] = bits;
    }
}

/* the number of bits of a power of two's digit: radix 2 one, 4 two, ... */
static unsigned field_bits(uint8_t radix) {
    unsigned b = 0;
    while ((1u << b) < radix)
        b++;
    return b;
}

/* the letters held where the digits are bit fields, letter 0's the lowest: a table for each
 * byte of the pool gives the letters whose fields have a bit set in it, so a child's letters
 * are 8 lookups at most (16 for a wide pool) whatever the letters. A pool's low words are lo[0],
 * lo[step], ...; its high words hi[...] the same (NULL: 0). */
static void fields_held_128(const uint64_t *lo, const uint64_t *hi, Py_ssize_t step,
                            Py_ssize_t n, const uint8_t *radix, Py_ssize_t letters,
                            uint64_t *held) {
    uint64_t field[64][2], table[16][256]; /* 33 kB on the stack */
    unsigned at = 0;
    int bytes = hi ? 16 : 8;
    for (Py_ssize_t x = 0; x < letters; x++) {
        unsigned b = field_bits(radix[x]);
        field[x][0] = field[x][1] = 0;
        for (unsigned i = at; i < at + b && i < 128; i++)
            field[x][i >> 6] |= (uint64_t)1 << (i & 63);
        at += b;
    }
    for (int b = 0; b < bytes; b++)
        for (int v = 0; v < 256; v++) {
            uint64_t bits = 0, byte = (uint64_t)v << (8 * (b & 7));
            for (Py_ssize_t x = 0; x < letters; x++)
                if (byte & field[x][b >> 3])
                    bits |= (uint64_t)1 << x;
            table[b][v] = bits;
        }
    /* only the bytes the fields reach (the Russian nouns' 78 bits: 10 of 16) */
    int low_bytes = at < 64 ? (int)(at + 7) / 8 : 8;
    int high_bytes = hi && at > 64 ? (int)(at - 64 + 7) / 8 : 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        uint64_t l = lo[i * step], bits = 0;
        for (int b = 0; b < low_bytes; b++)
            bits |= table[b][l >> (8 * b) & 255];
        if (high_bytes) {
            uint64_t h = hi[i * step];
            for (int b = 0; b < high_bytes; b++)
                bits |= table[8 + b][h >> (8 * b) & 255];
        }
        held[i] = bits;
    }
}

/* the same for wide pools, whose digits are bit fields (strides_ok_128) */
static void letters_held_128(const wide *ch, Py_ssize_t n, const wide *stride,
                             const uint8_t *radix, Py_ssize_t letters, uint64_t *held) {
    (void)stride;
    fields_held_128(&ch[0].lo, &ch[0].hi, 2, n, radix, letters, held);
}

/* the strides are the radices' running products, letter 0 the lowest digit, and the largest
 * pool is below UINT64_MAX (which ends a run) */
static int strides_ok_64(const uint64_t *stride, const uint8_t *radix, Py_ssize_t letters) {
    for (Py_ssize_t x = 0; x < letters; x++)
        if (radix[x] < 2 || stride[x] != (x ? stride[x - 1] * radix[x - 1] : 1) ||
            stride[x] > UINT64_MAX / radix[x])
            return 0;
    return 1;
}

/* the same for wide pools: every radix a power of two, a digit a bit field, and the fields
 * fewer than 128 bits in all (all ones ends a run) */
static int strides_ok_128(const wide *stride, const uint8_t *radix, Py_ssize_t letters) {
    unsigned at = 0;
    for (Py_ssize_t x = 0; x < letters; x++) {
        wide want = {0, 0};
        if (radix[x] < 2 || (radix[x] & (radix[x] - 1)) || at >= 128)
            return 0;
        if (at < 64)
            want.lo = (uint64_t)1 << at;
        else
            want.hi = (uint64_t)1 << (at - 64);
        if (!wide_eq(stride[x], want))
            return 0;
        at += field_bits(radix[x]);
    }
    return at < 128;
}

/* the number of ways to take `back` letters out of a pool (sub-multisets of that size): the
 * coefficient of t^back in the product over its letters of 1 + t + ... + t^digit; ways_add
 * multiplies poly (back + 1 terms) by one digit's factor */
static void ways_add(double *poly, unsigned d, int back) {
    for (int j = back; j > 0; j--) {
        double sum = 0;
        for (int t = 1; t <= j && t <= (int)d; t++)
            sum += poly[j - t];
        poly[j] += sum;
    }
}

static double ways_out_64(uint64_t v, const uint8_t *radix, Py_ssize_t letters, int back) {
    double poly[9] = {1, 0, 0, 0, 0, 0, 0, 0, 0};
    for (Py_ssize_t x = 0; x < letters; x++) {
        unsigned d = (unsigned)(v % radix[x]);
        v /= radix[x];
        if (d)
            ways_add(poly, d, back);
    }
    return poly[back];
}

/* the same for a wide pool, whose digits are bit fields (strides_ok_128) */
static double ways_out_128(wide v, const uint8_t *radix, Py_ssize_t letters, int back) {
    double poly[9] = {1, 0, 0, 0, 0, 0, 0, 0, 0};
    unsigned at = 0;
    for (Py_ssize_t x = 0; x < letters; x++) {
        uint64_t bits = at >= 64 ? v.hi >> (at - 64) : v.lo >> at | (at ? v.hi << (64 - at) : 0);
        unsigned d = (unsigned)(bits & (uint64_t)(radix[x] - 1));
        at += field_bits(radix[x]);
        if (d)
            ways_add(poly, d, back);
    }
    return poly[back];
}

/* the passes over pools of one word, then over wide pools: the code below the #else */
#define KEY uint64_t
#define KEY_NONE UINT64_MAX
#define KEY_LT(a, b) ((a) < (b))
#define KEY_EQ(a, b) ((a) == (b))
#define KEY_SUB(a, b) ((a) - (b))
#define NAME(f) f##_64
#include "pool_pass.c"
#undef KEY
#undef KEY_NONE
#undef KEY_LT
#undef KEY_EQ
#undef KEY_SUB
#undef NAME
#define KEY wide
#define KEY_NONE wide_none
#define KEY_LT(a, b) wide_lt(a, b)
#define KEY_EQ(a, b) wide_eq(a, b)
#define KEY_SUB(a, b) wide_sub(a, b)
#define KEY_WIDE 1
#define NAME(f) f##_128
#include "pool_pass.c"

/* pool_holders(pools, letters, bits=True) -> (sizes, bits)
 *
 * budget.py's bound on Anaghost's pools and its sample of them, at C speed (in Python, a
 * dict of counts a pool: 1.7 s before a new game on the large English list). pools: a str
 * of pools, each a word's letters sorted, one a line; letters: every letter they use, sorted.
 * sizes: an int64 a pool (native order), the pools inside it (itself and the empty one
 * included): the product over its letters of how many it has, plus one. bits (None when not
 * asked for): a list for each letter of bytes for n = 1, 2, ... up to the most any pool has
 * of it, a bit a pool (pool i bit i % 8 of byte i / 8), set when the pool has n or more of
 * the letter. The str is only read: the work runs without the interpreter lock. */
typedef struct {
    int kind;
    const void *data;
    Py_ssize_t len, pools, letters;
    int8_t *number; /* a letter's number by its code below 0x10000, else -1 (NULL: none) */
    Py_UCS4 letter[64];
    Py_ssize_t most[64];
    int64_t *sizes;
    uint8_t *bits[64]; /* a letter's bitsets one after another, most[x] of (pools + 7) / 8 */
} holders_work;

/* the letter's number, or -1 */
static Py_ssize_t letter_at(const holders_work *w, Py_UCS4 c) {
    if (w->number && c < 0x10000)
        return w->number[c];
    Py_ssize_t lo = 0, hi = w->letters;
    while (lo < hi) {
        Py_ssize_t mid = (lo + hi) / 2;
        if (w->letter[mid] < c)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < w->letters && w->letter[lo] == c ? lo : -1;
}

/* the runs of each pool: with bits NULL, the sizes and each letter's most; else the bits.
 * 0, -1 for a letter not in letters, -2 for a size past int64 */
static int holders_pass(holders_work *w, int with_bits) {
    Py_ssize_t i = 0, row = (w->pools + 7) / 8;
    int64_t size = 1;
    for (Py_ssize_t at = 0; at < w->len;) {
        Py_UCS4 c = PyUnicode_READ(w->kind, w->data, at);
        if (c == '\n') {
            if (!with_bits)
                w->sizes[i] = size;
            i++, size = 1, at++;
            continue;
        }
        Py_ssize_t run = 1;
        while (at + run < w->len && PyUnicode_READ(w->kind, w->data, at + run) == c)
            run++;
        at += run;
        Py_ssize_t x = letter_at(w, c);
        if (x < 0)
            return -1;
        if (with_bits) {
            for (Py_ssize_t n = 0; n < run; n++)
                w->bits[x][n * row + i / 8] |= (uint8_t)(1u << (i % 8));
        } else {
            if (size > INT64_MAX / (run + 1))
                return -2;
            size *= run + 1;
            w->most[x] = run > w->most[x] ? run : w->most[x];
        }
    }
    if (!with_bits && w->pools)
        w->sizes[i] = size;
    return 0;
}

static PyObject *pool_holders(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *text, *letters, *result = NULL;
    int with_bits = 1;
    if (!PyArg_ParseTuple(args, "UU|p", &text, &letters, &with_bits))
        return NULL;
    holders_work w = {0};
    w.letters = PyUnicode_GET_LENGTH(letters);
    if (w.letters > 64) {
        PyErr_SetString(PyExc_ValueError, "pool_holders: more than 64 letters");
        return NULL;
    }
    for (Py_ssize_t x = 0; x < w.letters; x++) {
        w.letter[x] = PyUnicode_READ_CHAR(letters, x);
        if (x && w.letter[x] <= w.letter[x - 1]) {
            PyErr_SetString(PyExc_ValueError, "pool_holders: letters not sorted");
            return NULL;
        }
    }
    w.kind = PyUnicode_KIND(text);
    w.data = PyUnicode_DATA(text);
    w.len = PyUnicode_GET_LENGTH(text);
    w.pools = w.len ? 1 : 0;
    for (Py_ssize_t at = 0; at < w.len; at++)
        w.pools += PyUnicode_READ(w.kind, w.data, at) == '\n';
    int failed = 0;
    Py_ssize_t row = (w.pools + 7) / 8;
    Py_BEGIN_ALLOW_THREADS
    w.number = (int8_t *)malloc(0x10000);
    if (w.number) {
        memset(w.number, 0xff, 0x10000);
        for (Py_ssize_t x = 0; x < w.letters; x++)
            if (w.letter[x] < 0x10000)
                w.number[w.letter[x]] = (int8_t)x;
    }
    w.sizes = (int64_t *)malloc(sizeof(int64_t) * (size_t)(w.pools ? w.pools : 1));
    failed = !w.sizes ? -3 : holders_pass(&w, 0);
    for (Py_ssize_t x = 0; x < w.letters && !failed && with_bits; x++) {
        w.bits[x] = (uint8_t *)calloc((size_t)(w.most[x] * row + 1), 1);
        failed = w.bits[x] ? 0 : -3;
    }
    if (!failed && with_bits)
        failed = holders_pass(&w, 1);
    Py_END_ALLOW_THREADS
    if (failed == -1)
        PyErr_SetString(PyExc_ValueError, "pool_holders: a letter not in letters");
    else if (failed == -2)
        PyErr_SetString(PyExc_OverflowError, "pool_holders: a pool's size past 64 bits");
    else if (failed)
        PyErr_NoMemory();
    else {
        PyObject *bits = with_bits ? PyList_New(w.letters) : Py_NewRef(Py_None), *sizes = NULL;
        for (Py_ssize_t x = 0; bits && with_bits && x < w.letters; x++) {
            PyObject *each = PyList_New(w.most[x]);
            for (Py_ssize_t n = 0; each && n < w.most[x]; n++) {
                PyObject *b = PyBytes_FromStringAndSize((const char *)w.bits[x] + n * row, row);
                if (!b)
                    Py_CLEAR(each);
                else
                    PyList_SET_ITEM(each, n, b);
            }
            if (!each)
                Py_CLEAR(bits);
            else
                PyList_SET_ITEM(bits, x, each);
        }
        sizes = bits ? PyBytes_FromStringAndSize((const char *)w.sizes, 8 * w.pools) : NULL;
        result = sizes ? PyTuple_Pack(2, sizes, bits) : NULL;
        Py_XDECREF(sizes);
        Py_XDECREF(bits);
    }
    free(w.number);
    free(w.sizes);
    for (Py_ssize_t x = 0; x < w.letters; x++)
        free(w.bits[x]);
    return result;
}

/* The bytes a pool takes, 8 or 16, from the strides (a pool per letter, as many as the
 * radices' bytes); 0 when they fit neither. */
static Py_ssize_t pool_width(Py_ssize_t stride_bytes, Py_ssize_t letters) {
    if (letters == 0)
        return stride_bytes == 0 ? 8 : 0;
    if (stride_bytes == 8 * letters)
        return 8;
    if (stride_bytes == 16 * letters)
        return 16;
    return 0;
}

/* the strides' check for pools of `width` bytes */
static int strides_ok(const void *stride, const uint8_t *radix, Py_ssize_t letters,
                      Py_ssize_t width) {
    return width == 8 ? strides_ok_64((const uint64_t *)stride, radix, letters)
                      : strides_ok_128((const wide *)stride, radix, letters);
}

/* level_pass(children, masks, strides, radices, words, word_mask, seat, heights=0)
 *     -> (pools, masks)
 *
 * children: level k + 1, sorted pools (uint64, or two for a wide pool, native byte order);
 * masks: a loser mask per child; strides (pools) and radices (uint8): one per letter; words:
 * level k's counting words, sorted pools; word_mask: the seats that lose when one of them is
 * completed; seat: the seat to move at level k. Gives level k: every parent of a child and
 * every word, sorted, and their loser masks (a word's is word_mask, whatever its children).
 * With heights the bytes are instead the most letters that can still be played: a word's is
 * word_mask (0), another pool's one more than its children's most.
 *
 * level_passes(children, masks, strides, radices, words, word_masks, seats, from=b"",
 *              below=b"", children2=b"", masks2=b"") -> (pools, masks)
 *
 * The same for several rules at once (player counts, minimum lengths, at most 8), which
 * share the merge (most of the time): word_masks and seats hold each rule's, and masks a
 * pool's masks side by side (a byte a rule), read as one uint64 (see lanes_at); the masks
 * given back too. from and below, pools (b"": none), bound the parents made, so that two
 * threads can make a level's two halves at once; children2 and masks2, the second of those
 * halves (all above the first: children, masks), are read after it, as one level with it.
 *
 * A loser mask is never 0 (someone loses: a word's mask is not, and a pool's is the OR of
 * its children's), so 0 marks a pool ABSENT for a rule: not a pool of its game. The pools of
 * a minimum length of 4 are a subset of those of 3, so one pass serves both: a word_mask of
 * 0 says this level's words are not words for the rule, each then an ordinary pool; an
 * ABSENT child adds nothing to a parent's masks (the OR of 0), and a non-word with no child
 * there is ABSENT itself (0 again). With heights word_mask is still the words' height. */
/* Two bytes objects holding a and b (malloc'd; freed here), as a tuple. A level of the
 * Russian nouns is hundreds of MB: the copies and the frees run without the GIL, into bytes
 * objects no other thread can see yet, so that the window's thread is not held up. */
static PyObject *two_bytes(void *a, Py_ssize_t na, void *b, Py_ssize_t nb) {
    PyObject *x = PyBytes_FromStringAndSize(NULL, na);
    PyObject *y = x ? PyBytes_FromStringAndSize(NULL, nb) : NULL;
    char *xs = x ? PyBytes_AS_STRING(x) : NULL, *ys = y ? PyBytes_AS_STRING(y) : NULL;
    Py_BEGIN_ALLOW_THREADS
    if (ys) {
        memcpy(xs, a, (size_t)na);
        memcpy(ys, b, (size_t)nb);
    }
    free(a);
    free(b);
    Py_END_ALLOW_THREADS
    PyObject *result = y ? PyTuple_Pack(2, x, y) : NULL;
    Py_XDECREF(x);
    Py_XDECREF(y);
    return result;
}

static PyObject *passes(PyObject *args, int many) {
    Py_buffer cb, mb, sb, rb, wb, kb = {0}, tb = {0}, fb = {0}, bb = {0}, c2 = {0}, m2 = {0};
    int word_mask = 0, seat = 0, heights = 0;
    PyObject *result = NULL;
    int ok = many ? PyArg_ParseTuple(args, "y*y*y*y*y*y*y*|y*y*y*y*", &cb, &mb, &sb, &rb, &wb,
                                     &kb, &tb, &fb, &bb, &c2, &m2)
                  : PyArg_ParseTuple(args, "y*y*y*y*y*ii|p", &cb, &mb, &sb, &rb, &wb, &word_mask,
                                     &seat, &heights);
    if (!ok)
        return NULL;
    uint8_t one_mask = (uint8_t)word_mask, one_seat = (uint8_t)seat;
    const uint8_t *word_masks = many ? (const uint8_t *)kb.buf : &one_mask;
    const uint8_t *seats = many ? (const uint8_t *)tb.buf : &one_seat;
    Py_ssize_t counts = many ? kb.len : 1, letters = rb.len;
    Py_ssize_t width = pool_width(sb.len, letters), w = width ? width : 8, m = 0;
    Py_ssize_t n = cb.len / w, nw = wb.len / w, n2 = c2.len / w;
    int bad = !width || cb.len % w || wb.len % w || mb.len != n * counts || letters > 64 ||
              counts < 1 || (many && tb.len != counts) || (fb.len && fb.len != w) ||
              (bb.len && bb.len != w) || c2.len % w || m2.len != n2 * counts;
    if (!many)
        bad = bad || seat < 0 || seat > 7 || word_mask < 0 || word_mask > 255;
    bad = bad || counts > 8; /* a rule a byte of a uint64 */
    for (Py_ssize_t c = 0; c < counts && !bad; c++)
        bad = seats[c] > 7;
    if (bad) {
        PyErr_SetString(PyExc_ValueError, "level_pass: arrays of mismatched sizes");
        goto done;
    }
    if (!strides_ok(sb.buf, (const uint8_t *)rb.buf, letters, width)) {
        PyErr_SetString(PyExc_ValueError, "level_pass: strides that are not the radices' products");
        goto done;
    }
    /* a second run of children, all above the first's (the other half of a level) */
    if (n && n2 &&
        (width == 8 ? !(((const uint64_t *)cb.buf)[n - 1] < ((const uint64_t *)c2.buf)[0])
                    : !wide_lt(((const wide *)cb.buf)[n - 1], ((const wide *)c2.buf)[0]))) {
        PyErr_SetString(PyExc_ValueError, "level_pass: a second run not above the first");
        goto done;
    }
    /* the parents go straight into the bytes objects given back, made large enough for most
     * levels (a large level of the Russian nouns has at most 1.9 times its children's pools;
     * the pages a smaller one leaves unused are never touched): no copy of hundreds of MB,
     * and each page faulted in once. A level past them is the merge's to hold (two_bytes). */
    Py_ssize_t cap = 2 * (n + n2) + nw + 16;
    PyObject *pools_out = PyBytes_FromStringAndSize(NULL, cap * w);
    PyObject *masks_out = pools_out ? PyBytes_FromStringAndSize(NULL, cap * counts + 8) : NULL;
    if (!masks_out) {
        Py_XDECREF(pools_out);
        goto done;
    }
    char *given = PyBytes_AS_STRING(pools_out);
    uint64_t *out64 = (uint64_t *)given;
    wide *out128 = (wide *)given;
    uint8_t *out_mask = (uint8_t *)PyBytes_AS_STRING(masks_out);
    Py_BEGIN_ALLOW_THREADS
    if (width == 8) {
        parts_64 kids = {(const uint64_t *)cb.buf, (const uint64_t *)c2.buf,
                         (const uint8_t *)mb.buf,  (const uint8_t *)m2.buf,
                         n,                        n + n2};
        m = merge_level_64(&kids, (const uint64_t *)sb.buf, (const uint8_t *)rb.buf, letters,
                           (const uint64_t *)wb.buf, nw, counts, word_masks, seats, heights,
                           fb.len ? (const uint64_t *)fb.buf : NULL,
                           bb.len ? (const uint64_t *)bb.buf : NULL, cap, &out64, &out_mask);
    } else {
        parts_128 kids = {(const wide *)cb.buf,   (const wide *)c2.buf, (const uint8_t *)mb.buf,
                          (const uint8_t *)m2.buf, n,                    n + n2};
        m = merge_level_128(&kids, (const wide *)sb.buf, (const uint8_t *)rb.buf, letters,
                            (const wide *)wb.buf, nw, counts, word_masks, seats, heights,
                            fb.len ? (const wide *)fb.buf : NULL,
                            bb.len ? (const wide *)bb.buf : NULL, cap, &out128, &out_mask);
    }
    Py_END_ALLOW_THREADS
    void *out = width == 8 ? (void *)out64 : (void *)out128;
    if (m < 0 || out != given) {
        Py_DECREF(pools_out);
        Py_DECREF(masks_out);
        if (m < 0)
            PyErr_NoMemory();
        else
            result = two_bytes(out, m * width, out_mask, m * counts);
        goto done;
    }
    /* shrunk in place (the unused tail given back) */
    if (_PyBytes_Resize(&pools_out, m * width) < 0) {
        Py_DECREF(masks_out);
        goto done;
    }
    if (_PyBytes_Resize(&masks_out, m * counts) < 0) {
        Py_DECREF(pools_out);
        goto done;
    }
    result = PyTuple_Pack(2, pools_out, masks_out);
    Py_DECREF(pools_out);
    Py_DECREF(masks_out);
done:
    PyBuffer_Release(&cb);
    PyBuffer_Release(&mb);
    PyBuffer_Release(&sb);
    PyBuffer_Release(&rb);
    PyBuffer_Release(&wb);
    if (many) {
        PyBuffer_Release(&kb);
        PyBuffer_Release(&tb);
        if (fb.buf)
            PyBuffer_Release(&fb);
        if (bb.buf)
            PyBuffer_Release(&bb);
        if (c2.buf)
            PyBuffer_Release(&c2);
        if (m2.buf)
            PyBuffer_Release(&m2);
    }
    return result;
}

static PyObject *level_pass(PyObject *self, PyObject *args) {
    (void)self;
    return passes(args, 0);
}

static PyObject *level_passes(PyObject *self, PyObject *args) {
    (void)self;
    return passes(args, 1);
}

/* level_edges(children, strides, radices, parents, words, child_base, parent_base)
 *     -> (child ids, parent ids)
 *
 * The game graph's edges between two levels, as build_graph makes them: children (level
 * k + 1) and parents (level k) sorted pools, words a byte per parent (1: a counting word,
 * which no edge leads into); a child's id is child_base plus its place, a parent's
 * parent_base plus its. Gives two arrays of int32 ids, an edge per child and letter it holds
 * whose parent is not a word, grouped by letter. */
/* absent_counts(masks, counts): for each of counts rules, how many of a level's pools are
 * ABSENT for it (their mask byte 0), their masks side by side as level_passes gives them */
static PyObject *absent_counts(PyObject *self, PyObject *args) {
    Py_buffer mb;
    Py_ssize_t counts, absent[8] = {0};
    (void)self;
    if (!PyArg_ParseTuple(args, "y*n", &mb, &counts))
        return NULL;
    if (counts < 1 || counts > 8 || mb.len % counts) {
        PyBuffer_Release(&mb);
        PyErr_SetString(PyExc_ValueError, "absent_counts: masks not a whole number of pools");
        return NULL;
    }
    const uint8_t *m = (const uint8_t *)mb.buf;
    Py_BEGIN_ALLOW_THREADS
    /* eight bytes at a time: a word's zero bytes as a bit each (its high bit), added up in
     * a byte a place; the places repeat every `period` words (lcm(8, counts) bytes), each
     * word of a period its own counters, emptied before a byte overflows (a byte at a time:
     * the Russian nouns' levels 0.18 s) */
    Py_ssize_t period = counts / (counts & -counts); /* gcd(8, counts): counts is 1 to 8 */
    Py_ssize_t span = 8 * period, whole = mb.len / span * span, done = 0;
    const uint64_t high = 0x8080808080808080ull, low = 0x7f7f7f7f7f7f7f7full;
    Py_ssize_t total[64] = {0};
    while (done < whole) {
        uint64_t acc[8] = {0};
        Py_ssize_t stop = done + 255 * span < whole ? done + 255 * span : whole;
        for (; done < stop; done += span)
            for (Py_ssize_t w = 0; w < period; w++) {
                uint64_t v;
                memcpy(&v, m + done + 8 * w, 8);
                acc[w] += (~(((v & low) + low) | v) & high) >> 7;
            }
        for (Py_ssize_t w = 0; w < period; w++)
            for (int b = 0; b < 8; b++)
                total[8 * w + b] += (Py_ssize_t)(acc[w] >> (8 * b) & 0xff);
    }
    for (Py_ssize_t b = 0; b < span; b++)
        absent[b % counts] += total[b];
    for (Py_ssize_t i = whole; i < mb.len; i++)
        absent[i % counts] += !m[i];
    Py_END_ALLOW_THREADS
    PyBuffer_Release(&mb);
    PyObject *out = PyTuple_New(counts);
    for (Py_ssize_t c = 0; out && c < counts; c++) {
        PyObject *v = PyLong_FromSsize_t(absent[c]);
        if (!v) {
            Py_CLEAR(out);
            break;
        }
        PyTuple_SET_ITEM(out, c, v);
    }
    return out;
}

static PyObject *level_edges(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer cb, sb, rb, pb, wb;
    Py_ssize_t child_base, parent_base;
    PyObject *result = NULL;
    if (!PyArg_ParseTuple(args, "y*y*y*y*y*nn", &cb, &sb, &rb, &pb, &wb, &child_base,
                          &parent_base))
        return NULL;
    Py_ssize_t letters = rb.len, width = pool_width(sb.len, letters), w = width ? width : 8;
    Py_ssize_t n = cb.len / w, np = pb.len / w, m = 0;
    int32_t *ec = NULL, *ep = NULL;
    if (!width || cb.len % w || pb.len % w || wb.len != np || letters > 64 || child_base < 0 ||
        parent_base < 0 || child_base + n > INT32_MAX || parent_base + np > INT32_MAX) {
        PyErr_SetString(PyExc_ValueError, "level_edges: arrays of mismatched sizes");
        goto done;
    }
    if (!strides_ok(sb.buf, (const uint8_t *)rb.buf, letters, width)) {
        PyErr_SetString(PyExc_ValueError, "level_edges: strides that are not the radices' products");
        goto done;
    }
    Py_BEGIN_ALLOW_THREADS
    if (width == 8)
        m = edges_64((const uint64_t *)cb.buf, n, (const uint64_t *)sb.buf,
                     (const uint8_t *)rb.buf, letters, (const uint64_t *)pb.buf, np,
                     (const uint8_t *)wb.buf, child_base, parent_base, &ec, &ep);
    else
        m = edges_128((const wide *)cb.buf, n, (const wide *)sb.buf, (const uint8_t *)rb.buf,
                      letters, (const wide *)pb.buf, np, (const uint8_t *)wb.buf, child_base,
                      parent_base, &ec, &ep);
    Py_END_ALLOW_THREADS
    if (m == -1)
        PyErr_SetString(PyExc_ValueError, "level_edges: a child's parent is not in the level");
    else if (m < 0)
        PyErr_NoMemory();
    else {
        result = two_bytes(ec, m * 4, ep, m * 4);
        ec = NULL;
        ep = NULL;
    }
done:
    free(ec);
    free(ep);
    PyBuffer_Release(&cb);
    PyBuffer_Release(&sb);
    PyBuffer_Release(&rb);
    PyBuffer_Release(&pb);
    PyBuffer_Release(&wb);
    return result;
}

/* seat_costs(children, child_high, child_low, strides, radices, level, words, masks,
 *            seat_bits, seat_turns, entry) -> (high, low)
 *
 * Tree cards' costs (card_costs.py, tree=True) for level k from level k + 1's, for S seats
 * at once (seat_bits and seat_turns: a byte per seat, its bit in the loser masks and whether
 * it moves at level k): a cost is a number high << 64 | low (high: the lossiness, 0-2, or 4
 * where the others can force the game out; low: decisions << 32 | final words), kept as a
 * byte and a uint64 per pool, with low's carries into high as the Python integers have them.
 * children: level k + 1's sorted pools; child_high and child_low their costs, seat after
 * seat (S * n bytes and S * n uint64); level: level k's sorted pools, words its counting-word
 * flags, masks its loser masks (one for every seat, or a mask per pool for each seat in turn:
 * the seats of several player counts). Gives the same, seat after seat, for level k. A word
 * costs
 * (2 if its mask holds the seat's bit else 0) << 64 | 1. At the seat's turn another pool
 * costs its cheapest child's, plus entry where it has two children or more (a decision) and
 * is not out; at the others' turn the sum of its children's lows, and the lossiness from
 * theirs: 0 when all are 0, 2 when all are 2, out when one is, else 1.
 *
 * One merge of the children's runs (see level_pass) finds each parent's children; the seats
 * share it, and each takes its min or sum over them. */
static PyObject *seat_costs(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer cb, hb, lb, sb, rb, pb, wb, mb, bb, tb;
    unsigned long long entry;
    PyObject *result = NULL;
    if (!PyArg_ParseTuple(args, "y*y*y*y*y*y*y*y*y*y*K", &cb, &hb, &lb, &sb, &rb, &pb, &wb,
                          &mb, &bb, &tb, &entry))
        return NULL;
    Py_ssize_t letters = rb.len, width = pool_width(sb.len, letters), w = width ? width : 8;
    Py_ssize_t n = cb.len / w, np = pb.len / w, seats = bb.len, all = seats * np;
    uint64_t *low = NULL;
    uint8_t *high = NULL;
    int got = 0;
    if (!width || cb.len % w || pb.len % w || tb.len != seats || hb.len != seats * n ||
        lb.len != 8 * seats * n || wb.len != np || (mb.len != np && mb.len != all) ||
        letters > 64) {
        PyErr_SetString(PyExc_ValueError, "seat_costs: arrays of mismatched sizes");
        goto done;
    }
    if (!strides_ok(sb.buf, (const uint8_t *)rb.buf, letters, width)) {
        PyErr_SetString(PyExc_ValueError, "seat_costs: strides that are not the radices' products");
        goto done;
    }
    Py_BEGIN_ALLOW_THREADS
    if (width == 8)
        got = costs_64((const uint64_t *)cb.buf, (const uint8_t *)hb.buf,
                       (const uint64_t *)lb.buf, n, (const uint64_t *)sb.buf,
                       (const uint8_t *)rb.buf, letters, (const uint64_t *)pb.buf,
                       (const uint8_t *)wb.buf, (const uint8_t *)mb.buf, mb.len != np, np,
                       (const uint8_t *)bb.buf, (const uint8_t *)tb.buf, seats, entry, &high,
                       &low);
    else
        got = costs_128((const wide *)cb.buf, (const uint8_t *)hb.buf, (const uint64_t *)lb.buf,
                        n, (const wide *)sb.buf, (const uint8_t *)rb.buf, letters,
                        (const wide *)pb.buf, (const uint8_t *)wb.buf, (const uint8_t *)mb.buf,
                        mb.len != np, np, (const uint8_t *)bb.buf, (const uint8_t *)tb.buf, seats, entry,
                        &high, &low);
    Py_END_ALLOW_THREADS
    if (got == -1)
        PyErr_SetString(PyExc_ValueError, "seat_costs: a child's parent is not in the level");
    else if (got < 0)
        PyErr_NoMemory();
    else {
        result = two_bytes(high, all, low, all * 8);
        high = NULL;
        low = NULL;
    }
done:
    free(low);
    free(high);
    PyBuffer_Release(&cb);
    PyBuffer_Release(&hb);
    PyBuffer_Release(&lb);
    PyBuffer_Release(&sb);
    PyBuffer_Release(&rb);
    PyBuffer_Release(&pb);
    PyBuffer_Release(&wb);
    PyBuffer_Release(&mb);
    PyBuffer_Release(&bb);
    PyBuffer_Release(&tb);
    return result;
}

/* seat_bounds(children, child_bounds, strides, radices, level, words, seat_turns, seat_backs,
 *             factor) -> bounds
 *
 * A lower bound on a tree card's decisions (card_sizes.py), level k from level k + 1, for S
 * seats at once (a double per pool, seat after seat). At the seat's turn a pool's bound h is
 * 1 where it has two children or more (a decision) plus its least child's; at the others' the
 * sum of its children's; a word's is 0. Where seat_backs[s] is b > 0 (the seat's turns past
 * its first, b the players), the seat's pool gives its parent's b levels up h / (ways * factor):
 * ways the pools b letters smaller (at most so many of the seat's turns, one move each, can
 * reach it) and factor (b - 1)! (at most so many orders of the others' letters): the sum over
 * a level's pools that a card reaches is then no more than its decisions there and after. */
static PyObject *seat_bounds(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer cb, vb, sb, rb, pb, wb, tb, bb;
    double factor;
    PyObject *result = NULL;
    if (!PyArg_ParseTuple(args, "y*y*y*y*y*y*y*y*d", &cb, &vb, &sb, &rb, &pb, &wb, &tb, &bb,
                          &factor))
        return NULL;
    Py_ssize_t letters = rb.len, width = pool_width(sb.len, letters), w = width ? width : 8;
    Py_ssize_t n = cb.len / w, np = pb.len / w, seats = tb.len, all = seats * np;
    double *out = NULL;
    int got = 0;
    if (!width || cb.len % w || pb.len % w || bb.len != seats ||
        vb.len != (Py_ssize_t)sizeof(double) * seats * n || wb.len != np || letters > 64 ||
        !(factor >= 1)) {
        PyErr_SetString(PyExc_ValueError, "seat_bounds: arrays of mismatched sizes");
        goto done;
    }
    for (Py_ssize_t s = 0; s < seats; s++) {
        if (((const uint8_t *)bb.buf)[s] > 8) {
            PyErr_SetString(PyExc_ValueError, "seat_bounds: more than 8 letters back");
            goto done;
        }
    }
    if (!strides_ok(sb.buf, (const uint8_t *)rb.buf, letters, width)) {
        PyErr_SetString(PyExc_ValueError, "seat_bounds: strides that are not the radices' products");
        goto done;
    }
    Py_BEGIN_ALLOW_THREADS
    if (width == 8)
        got = bounds_64((const uint64_t *)cb.buf, (const double *)vb.buf, n,
                        (const uint64_t *)sb.buf, (const uint8_t *)rb.buf, letters,
                        (const uint64_t *)pb.buf, (const uint8_t *)wb.buf, np,
                        (const uint8_t *)tb.buf, (const uint8_t *)bb.buf, seats, factor, &out);
    else
        got = bounds_128((const wide *)cb.buf, (const double *)vb.buf, n, (const wide *)sb.buf,
                         (const uint8_t *)rb.buf, letters, (const wide *)pb.buf,
                         (const uint8_t *)wb.buf, np, (const uint8_t *)tb.buf,
                         (const uint8_t *)bb.buf, seats, factor, &out);
    Py_END_ALLOW_THREADS
    if (got == -1)
        PyErr_SetString(PyExc_ValueError, "seat_bounds: a child's parent is not in the level");
    else if (got < 0)
        PyErr_NoMemory();
    else
        result = PyBytes_FromStringAndSize((const char *)out, (Py_ssize_t)sizeof(double) * all);
done:
    free(out);
    PyBuffer_Release(&cb);
    PyBuffer_Release(&vb);
    PyBuffer_Release(&sb);
    PyBuffer_Release(&rb);
    PyBuffer_Release(&pb);
    PyBuffer_Release(&wb);
    PyBuffer_Release(&tb);
    PyBuffer_Release(&bb);
    return result;
}

/* ---- The game graph's passes (graph.py: SuperGhost, SuperDuperGhost, Xghost) ----
 *
 * A GameGraph keeps each level's edges as two arrays of int32 node ids (child at level k + 1,
 * parent at level k) and a byte per node saying whether it is a counting word. These passes
 * take one level a call, the children's results already in place, and write the parents'
 * into the same buffers: solver.py's Solver._solve and card_costs.py's tree-card pass, which
 * stay the reference the tests compare them with. In Python an edge is a few interpreter
 * steps, and a pass over the family list's graph (630,000 edges) a tenth of a second; here an
 * edge is a load and an or, and the pass a few milliseconds.
 */

/* the node ids of one level's edges, checked: every child a node, every parent in [lo, hi) */
static int graph_edges_ok(const int32_t *ch, const int32_t *par, Py_ssize_t m, Py_ssize_t n,
                          Py_ssize_t lo, Py_ssize_t hi) {
    for (Py_ssize_t e = 0; e < m; e++)
        if (ch[e] < 0 || ch[e] >= n || par[e] < lo || par[e] >= hi)
            return 0;
    return 1;
}

/* graph_losers(values, terminal, child, parent, lo, hi, seat, word_mask) -> None
 *
 * Level k of the loser masks (solver.py's rule): values, a writable byte per node (the levels
 * below already done), terminal a byte per node (1: a counting word); child and parent the
 * level's edges (int32 node ids), lo and hi its node ids, seat the seat to move there and
 * word_mask the losers when one of its words is completed. A word's mask is word_mask; another
 * node's is the union of its children's masks without the seat, or of all its children's when
 * every one holds it. */
static PyObject *graph_losers(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer vb, tb, cb, pb;
    Py_ssize_t lo, hi;
    int seat, word_mask, ok = 0;
    PyObject *result = NULL;
    if (!PyArg_ParseTuple(args, "w*y*y*y*nnii", &vb, &tb, &cb, &pb, &lo, &hi, &seat, &word_mask))
        return NULL;
    Py_ssize_t n = vb.len, m = cb.len / 4;
    uint8_t *every = NULL, *escape = NULL;
    if (tb.len != n || cb.len != pb.len || cb.len % 4 || lo < 0 || hi < lo || hi > n ||
        n > INT32_MAX || seat < 0 || seat > 7 || word_mask < 0 || word_mask > 255) {
        PyErr_SetString(PyExc_ValueError, "graph_losers: arrays of mismatched sizes");
        goto done;
    }
    every = (uint8_t *)calloc(hi - lo + 1, 1);
    escape = (uint8_t *)calloc(hi - lo + 1, 1);
    if (!every || !escape) {
        PyErr_NoMemory();
        goto done;
    }
    Py_BEGIN_ALLOW_THREADS
    uint8_t *v = (uint8_t *)vb.buf, bit = (uint8_t)(1u << seat);
    const uint8_t *term = (const uint8_t *)tb.buf;
    const int32_t *ch = (const int32_t *)cb.buf, *par = (const int32_t *)pb.buf;
    ok = graph_edges_ok(ch, par, m, n, lo, hi);
    if (ok) {
        for (Py_ssize_t e = 0; e < m; e++) {
            uint8_t x = v[ch[e]];
            Py_ssize_t q = par[e] - lo;
            every[q] |= x;
            if (!(x & bit))
                escape[q] |= x;
        }
        for (Py_ssize_t i = lo; i < hi; i++)
            v[i] = term[i] ? (uint8_t)word_mask : escape[i - lo] ? escape[i - lo] : every[i - lo];
    }
    Py_END_ALLOW_THREADS
    if (!ok) {
        PyErr_SetString(PyExc_ValueError, "graph_losers: an edge outside the graph or level");
    } else {
        Py_INCREF(Py_None);
        result = Py_None;
    }
done:
    free(every);
    free(escape);
    PyBuffer_Release(&vb);
    PyBuffer_Release(&tb);
    PyBuffer_Release(&cb);
    PyBuffer_Release(&pb);
    return result;
}

/* graph_costs(high, low, terminal, masks, child, parent, lo, hi, seat_bit, seat_turn, entry)
 *     -> None
 *
 * Level k of a tree card's costs (card_costs.py, tree=True) for one seat, as seat_costs has
 * them: a cost high << 64 | low kept as a writable byte (high) and uint64 (low) per node, the
 * levels below already done. terminal and masks: a byte per node (a counting word; its loser
 * mask); child, parent, lo, hi: the level's edges and node ids as graph_losers takes them;
 * seat_bit the seat's bit in the masks, seat_turn whether it moves at level k. A word costs
 * (2 if its mask holds the seat's bit else 0) << 64 | 1. At the seat's turn another node
 * costs its cheapest child's, plus entry where it has two children or more and is not out
 * (high 4); at the others' the sum of its children's lows (carries into high), and the
 * lossiness from theirs: 0 when all are 0, 2 when all are 2, out when one is, else 1. */
static PyObject *graph_costs(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer hb, lb, tb, mb, cb, pb;
    Py_ssize_t lo, hi;
    int seat_bit, seat_turn, ok = 0;
    unsigned long long entry;
    PyObject *result = NULL;
    if (!PyArg_ParseTuple(args, "w*w*y*y*y*y*nniiK", &hb, &lb, &tb, &mb, &cb, &pb, &lo, &hi,
                          &seat_bit, &seat_turn, &entry))
        return NULL;
    Py_ssize_t n = hb.len, m = cb.len / 4;
    uint8_t *seen = NULL;
    if (lb.len != 8 * n || tb.len != n || mb.len != n || cb.len != pb.len || cb.len % 4 ||
        lo < 0 || hi < lo || hi > n || n > INT32_MAX || seat_bit < 0 || seat_bit > 255) {
        PyErr_SetString(PyExc_ValueError, "graph_costs: arrays of mismatched sizes");
        goto done;
    }
    /* per parent: its children seen, up to 2 (seat's turn), or the flags 1 << child's high */
    seen = (uint8_t *)calloc(hi - lo + 1, 1);
    if (!seen) {
        PyErr_NoMemory();
        goto done;
    }
    Py_BEGIN_ALLOW_THREADS
    uint8_t *high = (uint8_t *)hb.buf;
    uint64_t *low = (uint64_t *)lb.buf;
    const uint8_t *term = (const uint8_t *)tb.buf, *mask = (const uint8_t *)mb.buf;
    const int32_t *ch = (const int32_t *)cb.buf, *par = (const int32_t *)pb.buf;
    ok = graph_edges_ok(ch, par, m, n, lo, hi);
    if (ok) {
        for (Py_ssize_t i = lo; i < hi; i++) {
            high[i] = term[i] ? (mask[i] & seat_bit ? 2 : 0) : seat_turn ? 4 : 0;
            low[i] = term[i] ? 1 : 0;
        }
        for (Py_ssize_t e = 0; e < m; e++) {
            Py_ssize_t c = ch[e], q = par[e];
            unsigned h = high[c];
            uint64_t l = low[c];
            if (seat_turn) {
                if (h < high[q] || (h == high[q] && l < low[q])) {
                    high[q] = (uint8_t)h;
                    low[q] = l;
                }
                if (seen[q - lo] < 2)
                    seen[q - lo]++;
            } else {
                low[q] += l;
                if (low[q] < l)
                    high[q]++;
                seen[q - lo] |= (uint8_t)(1u << (h < 8 ? h : 7));
            }
        }
        for (Py_ssize_t i = lo; i < hi; i++) {
            unsigned flags = seen[i - lo];
            if (term[i])
                continue;
            if (seat_turn) {
                if (flags > 1 && high[i] < 4) {
                    low[i] += entry;
                    if (low[i] < entry)
                        high[i]++;
                }
            } else if (flags & 16) {
                high[i] = 4;
                low[i] = 0;
            } else {
                high[i] |= (uint8_t)(flags == 1 ? 0 : flags == 4 ? 2 : 1);
            }
        }
    }
    Py_END_ALLOW_THREADS
    if (!ok) {
        PyErr_SetString(PyExc_ValueError, "graph_costs: an edge outside the graph or level");
    } else {
        Py_INCREF(Py_None);
        result = Py_None;
    }
done:
    free(seen);
    PyBuffer_Release(&hb);
    PyBuffer_Release(&lb);
    PyBuffer_Release(&tb);
    PyBuffer_Release(&mb);
    PyBuffer_Release(&cb);
    PyBuffer_Release(&pb);
    return result;
}

/* graph_children(child, parent, lo, hi) -> (starts, children)
 *
 * The children of each node of level k, from the level's edges (int32 node ids, parents in
 * [lo, hi)): children the edges' child ids grouped by parent (in the edges' order within a
 * group), and starts hi - lo + 1 int32, node lo + j's children being children[starts[j] :
 * starts[j + 1]]. What the card walk asks of a few thousand nodes, without a list per node. */
static PyObject *graph_children(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer cb, pb;
    Py_ssize_t lo, hi;
    int ok = 0;
    PyObject *result = NULL;
    if (!PyArg_ParseTuple(args, "y*y*nn", &cb, &pb, &lo, &hi))
        return NULL;
    Py_ssize_t m = cb.len / 4;
    int32_t *starts = NULL, *kids = NULL;
    if (cb.len != pb.len || cb.len % 4 || lo < 0 || hi < lo || hi > INT32_MAX ||
        m > INT32_MAX) {
        PyErr_SetString(PyExc_ValueError, "graph_children: arrays of mismatched sizes");
        goto done;
    }
    starts = (int32_t *)calloc(hi - lo + 2, sizeof(int32_t));
    kids = (int32_t *)malloc(sizeof(int32_t) * (m ? m : 1));
    if (!starts || !kids) {
        PyErr_NoMemory();
        goto done;
    }
    Py_BEGIN_ALLOW_THREADS
    const int32_t *ch = (const int32_t *)cb.buf, *par = (const int32_t *)pb.buf;
    ok = graph_edges_ok(ch, par, m, INT32_MAX, lo, hi);
    if (ok) {
        /* a count per parent, one place up, then their running sums: where each group
         * starts, moved up as it fills, so that starts[j] ends where group j begins */
        for (Py_ssize_t e = 0; e < m; e++)
            starts[par[e] - lo + 2]++;
        for (Py_ssize_t j = 2; j < hi - lo + 2; j++)
            starts[j] += starts[j - 1];
        for (Py_ssize_t e = 0; e < m; e++)
            kids[starts[par[e] - lo + 1]++] = ch[e];
    }
    Py_END_ALLOW_THREADS
    if (!ok)
        PyErr_SetString(PyExc_ValueError, "graph_children: an edge outside the level");
    else
        result = Py_BuildValue("(y#y#)", (const char *)starts, (hi - lo + 1) * 4,
                               (const char *)kids, m * 4);
done:
    free(starts);
    free(kids);
    PyBuffer_Release(&cb);
    PyBuffer_Release(&pb);
    return result;
}

/* Xghost's parents by a letter from inside: a child t (a fragment of `length` letters, each
 * letter `size` bytes) less its letter number i (0 < i < length - 1) is a parent when it is
 * a fragment of the level below. Nine such cuts in ten are not, and in Python each was a
 * string made and looked up; here the parents' rows are in a hash table (rows), each cut
 * is made in a buffer and looked up there (rows_find), and two places that give the same cut
 * (the letters between them all the same) are looked up once (inner_cuts). */
typedef struct {
    const char *rows; /* the parents, `row` bytes each */
    size_t row;
    Py_ssize_t mask;  /* the table's size less one (a power of two) */
    int32_t *table;   /* a parent's number, or -1 */
} rows;

static uint64_t row_hash(const char *r, size_t n) {
    uint64_t h = 0x9E3779B97F4A7C15ull, v;
    for (size_t i = 0; i < n; i += 8) {
        v = 0;
        memcpy(&v, r + i, n - i < 8 ? n - i : 8);
        h ^= v;
        h *= 0xBF58476D1CE4E5B9ull;
        h ^= h >> 29;
    }
    return h;
}

/* the table of m parents (GIL released); 0 when out of memory */
static int rows_init(rows *t, const char *par, Py_ssize_t m, size_t row) {
    Py_ssize_t size = 1;
    while (size < 2 * m + 2)
        size *= 2;
    t->rows = par, t->row = row, t->mask = size - 1;
    t->table = (int32_t *)malloc(sizeof(int32_t) * (size_t)size);
    if (!t->table)
        return 0;
    memset(t->table, 0xff, sizeof(int32_t) * (size_t)size);
    for (Py_ssize_t q = 0; q < m; q++) {
        Py_ssize_t at = (Py_ssize_t)(row_hash(par + q * row, row) & (uint64_t)t->mask);
        while (t->table[at] >= 0)
            at = (at + 1) & t->mask;
        t->table[at] = (int32_t)q;
    }
    return 1;
}

/* the parent whose row is r, or -1 */
static int32_t rows_find(const rows *t, const char *r) {
    Py_ssize_t at = (Py_ssize_t)(row_hash(r, t->row) & (uint64_t)t->mask);
    while (t->table[at] >= 0 && memcmp(t->rows + (Py_ssize_t)t->table[at] * t->row, r, t->row))
        at = (at + 1) & t->mask;
    return t->table[at];
}

/* the parents of child t (`length` letters of `size` bytes) by a letter from inside, each
 * once, into found (at most length - 2); `ends`: not those t has by its ends (t less its
 * first or last letter) either. cut and last: buffers of a parent's row. Gives how many. */
static Py_ssize_t inner_cuts(const rows *t, const char *child, Py_ssize_t length, size_t size,
                             int ends, char *cut, char *last, int32_t *found) {
    Py_ssize_t n = 0;
    size_t row = t->row;
    for (Py_ssize_t i = 1; i < length - 1; i++) {
        /* t less its letter i: its letters before i, then those after */
        memcpy(cut, child, size * (size_t)i);
        memcpy(cut + size * (size_t)i, child + size * (size_t)(i + 1),
               size * (size_t)(length - 1 - i));
        int repeat = (i > 1 && !memcmp(cut, last, row)) ||
                     (ends && (!memcmp(cut, child, row) || !memcmp(cut, child + size, row)));
        memcpy(last, cut, row);
        if (repeat)
            continue;
        int32_t q = rows_find(t, cut);
        if (q >= 0)
            found[n++] = q;
    }
    return n;
}

/* inner_edges' and reverse_edges' arguments (children, parents, length, child_base,
 * parent_base): n children of `length` letters and m parents of one less, uint32 letters a
 * row, and the bases of their node ids. 0 with the buffers released and a ValueError (or
 * the parser's error) when they do not fit together. */
static int edge_rows(PyObject *args, const char *name, Py_buffer *cb, Py_buffer *pb,
                     Py_ssize_t *length, Py_ssize_t *child_base, Py_ssize_t *parent_base,
                     Py_ssize_t *n, Py_ssize_t *m) {
    if (!PyArg_ParseTuple(args, "y*y*nnn", cb, pb, length, child_base, parent_base))
        return 0;
    Py_ssize_t k = *length, w = k - 1;
    *n = k > 0 ? cb->len / (4 * k) : 0;
    *m = w > 0 ? pb->len / (4 * w) : 0;
    if (k < 1 || cb->len % (4 * k) || (w > 0 && pb->len % (4 * w)) || *child_base < 0 ||
        *parent_base < 0 || *child_base + *n > INT32_MAX || *parent_base + *m > INT32_MAX) {
        PyBuffer_Release(cb);
        PyBuffer_Release(pb);
        PyErr_Format(PyExc_ValueError, "%s: arrays of mismatched sizes", name);
        return 0;
    }
    return 1;
}

/* inner_edges(children, parents, length, child_base, parent_base) -> (child, parent)
 *
 * Xghost's edges by a letter from inside (graph.py's _inner_edges): children are a level's
 * fragments of `length` letters, parents the level below's fragments that are no word, each
 * fragment its letters as uint32 (UTF-32), one after another. A child t reaches parent f when
 * f is t less its letter number i (0 < i < length - 1) and not already t's parent by an end
 * (t less its first or last letter), each parent once. The edges come child after child,
 * each child's places in order, as int32 node ids (child_base + child, parent_base +
 * parent). */
static PyObject *inner_edges(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer cb, pb;
    Py_ssize_t length, child_base, parent_base, n, m;
    PyObject *result = NULL;
    if (!edge_rows(args, "inner_edges", &cb, &pb, &length, &child_base, &parent_base, &n, &m))
        return NULL;
    Py_ssize_t w = length - 1;
    int32_t *ec = NULL, *ep = NULL, *found = NULL;
    char *cut = NULL, *last = NULL;
    rows t = {0};
    Py_ssize_t edges = 0, cap = 0;
    int failed = 0;
    Py_BEGIN_ALLOW_THREADS
    cut = (char *)malloc(4 * (size_t)(w + 1));
    last = (char *)malloc(4 * (size_t)(w + 1));
    found = (int32_t *)malloc(sizeof(int32_t) * (size_t)(length + 1));
    cap = n + 16;
    ec = (int32_t *)malloc(sizeof(int32_t) * (size_t)cap);
    ep = (int32_t *)malloc(sizeof(int32_t) * (size_t)cap);
    if (!cut || !last || !found || !ec || !ep || !rows_init(&t, (const char *)pb.buf, m, 4 * (size_t)w)) {
        failed = 1;
    } else {
        for (Py_ssize_t j = 0; j < n && !failed; j++) {
            Py_ssize_t k = inner_cuts(&t, (const char *)cb.buf + 4 * j * length, length, 4, 1,
                                      cut, last, found);
            if (edges + k > cap) {
                Py_ssize_t more = 2 * cap + k;
                int32_t *a = (int32_t *)realloc(ec, sizeof(int32_t) * (size_t)more);
                if (a)
                    ec = a;
                int32_t *b = a ? (int32_t *)realloc(ep, sizeof(int32_t) * (size_t)more) : NULL;
                if (!b) {
                    failed = 1;
                    break;
                }
                ep = b;
                cap = more;
            }
            for (Py_ssize_t e = 0; e < k; e++) {
                ec[edges] = (int32_t)(child_base + j);
                ep[edges] = (int32_t)(parent_base + found[e]);
                edges++;
            }
        }
    }
    free(t.table);
    free(cut);
    free(last);
    free(found);
    Py_END_ALLOW_THREADS
    if (failed) {
        free(ec);
        free(ep);
        PyErr_NoMemory();
    } else {
        result = two_bytes(ec, edges * 4, ep, edges * 4);
    }
    PyBuffer_Release(&cb);
    PyBuffer_Release(&pb);
    return result;
}

/* end_edges(level, c_lo, index, fragments, words_end, infix, start, stop) -> (child, parent)
 *
 * The game graph's edges by an end (graph.py's _end_edges, every variant but Anaghost), for
 * the children level[start:stop] (a list of str, child i's id c_lo + i): t's parent is t
 * less its last letter and, with infix, t less its first where that is another. A parent
 * not yet in index (a dict, str to id) joins it and the list fragments, its id the list's
 * length; the edge is kept when the parent's id is words_end or more (not a word). The edges
 * as int32 ids, child after child. A chunk a call: the lock is held meanwhile. */
static int end_parent(PyObject *cut, PyObject *index, PyObject *fragments, Py_ssize_t *id) {
    PyObject *found = PyDict_GetItemWithError(index, cut);
    if (found) {
        *id = PyLong_AsSsize_t(found);
        return *id == -1 && PyErr_Occurred() ? -1 : 0;
    }
    if (PyErr_Occurred())
        return -1;
    *id = PyList_GET_SIZE(fragments);
    PyObject *number = PyLong_FromSsize_t(*id);
    if (!number)
        return -1;
    int failed = PyDict_SetItem(index, cut, number) < 0 || PyList_Append(fragments, cut) < 0;
    Py_DECREF(number);
    return failed ? -1 : 0;
}

static PyObject *end_edges(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *level, *index, *fragments;
    Py_ssize_t c_lo, words_end, start, stop;
    int infix;
    if (!PyArg_ParseTuple(args, "O!nO!O!npnn", &PyList_Type, &level, &c_lo, &PyDict_Type, &index,
                          &PyList_Type, &fragments, &words_end, &infix, &start, &stop))
        return NULL;
    if (start < 0 || stop > PyList_GET_SIZE(level) || start > stop) {
        PyErr_SetString(PyExc_ValueError, "end_edges: a chunk outside the level");
        return NULL;
    }
    Py_ssize_t edges = 0, most = 2 * (stop - start) + 1;
    int32_t *ec = (int32_t *)malloc(sizeof(int32_t) * (size_t)most);
    int32_t *ep = (int32_t *)malloc(sizeof(int32_t) * (size_t)most);
    if (!ec || !ep) {
        free(ec);
        free(ep);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t i = start; i < stop; i++) {
        PyObject *t = PyList_GET_ITEM(level, i), *a = NULL, *b = NULL;
        if (!PyUnicode_Check(t) || PyUnicode_GET_LENGTH(t) < 1) {
            PyErr_SetString(PyExc_ValueError, "end_edges: a child that is no fragment");
            goto failed;
        }
        Py_ssize_t n = PyUnicode_GET_LENGTH(t), q;
        a = PyUnicode_Substring(t, 0, n - 1);
        if (!a || end_parent(a, index, fragments, &q) < 0)
            goto failed;
        if (q >= words_end) {
            ec[edges] = (int32_t)(c_lo + i);
            ep[edges++] = (int32_t)q;
        }
        if (infix) {
            b = PyUnicode_Substring(t, 1, n);
            int other = b ? PyObject_RichCompareBool(a, b, Py_NE) : -1;
            if (other < 0 || (other && end_parent(b, index, fragments, &q) < 0))
                goto failed;
            if (other && q >= words_end) {
                ec[edges] = (int32_t)(c_lo + i);
                ep[edges++] = (int32_t)q;
            }
        }
        Py_DECREF(a);
        Py_XDECREF(b);
        continue;
    failed:
        Py_XDECREF(a);
        Py_XDECREF(b);
        free(ec);
        free(ep);
        return NULL;
    }
    return two_bytes(ec, edges * 4, ep, edges * 4);
}

/* reverse_edges(children, parents, length, child_base, parent_base) -> (child, parent)
 *
 * SuperDuperGhost's edges by a reversal (graph.py's _reverse_edges), the arrays as
 * inner_edges takes them: child t reaches parent f when f is t less its last letter, or
 * less its first, read backwards, and not already t's parent by an end; the first of the
 * two, then the second. */
static PyObject *reverse_edges(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer cb, pb;
    Py_ssize_t length, child_base, parent_base, n, m;
    PyObject *result = NULL;
    if (!edge_rows(args, "reverse_edges", &cb, &pb, &length, &child_base, &parent_base, &n, &m))
        return NULL;
    Py_ssize_t w = length - 1;
    int32_t *ec = NULL, *ep = NULL;
    uint32_t *ra = NULL, *rb = NULL;
    rows t = {0};
    Py_ssize_t edges = 0;
    int failed = 0;
    size_t row = 4 * (size_t)w;
    Py_BEGIN_ALLOW_THREADS
    ra = (uint32_t *)malloc(row + 4);
    rb = (uint32_t *)malloc(row + 4);
    ec = (int32_t *)malloc(sizeof(int32_t) * (size_t)(2 * n + 1));
    ep = (int32_t *)malloc(sizeof(int32_t) * (size_t)(2 * n + 1));
    if (!ra || !rb || !ec || !ep || !rows_init(&t, (const char *)pb.buf, m, row)) {
        failed = 1;
    } else {
        const uint32_t *kids = (const uint32_t *)cb.buf;
        for (Py_ssize_t j = 0; j < n && w > 0; j++) {
            const uint32_t *c = kids + j * length; /* a = c[0..w), b = c[1..length) */
            for (Py_ssize_t i = 0; i < w; i++) {
                ra[i] = c[w - 1 - i];
                rb[i] = c[w - i];
            }
            for (int r = 0; r < 2; r++) {
                /* not an end's parent: the two are the same only for a run of one letter,
                 * whose reversals are its ends too */
                const uint32_t *cut = r ? rb : ra;
                if (!memcmp(cut, c, row) || !memcmp(cut, c + 1, row))
                    continue;
                int32_t q = rows_find(&t, (const char *)cut);
                if (q >= 0) {
                    ec[edges] = (int32_t)(child_base + j);
                    ep[edges] = (int32_t)(parent_base + q);
                    edges++;
                }
            }
        }
    }
    free(t.table);
    free(ra);
    free(rb);
    Py_END_ALLOW_THREADS
    if (failed) {
        free(ec);
        free(ep);
        PyErr_NoMemory();
    } else {
        result = two_bytes(ec, edges * 4, ep, edges * 4);
    }
    PyBuffer_Release(&cb);
    PyBuffer_Release(&pb);
    return result;
}

/* the items of a collection of bytes of `size` bytes each, copied one after another into a
 * new buffer (*out, freed by the caller), the items themselves into *items (a new list);
 * -1 with an exception set when one is not such a bytes */
static Py_ssize_t gather_rows(PyObject *collection, Py_ssize_t size, PyObject **items, char **out) {
    *out = NULL;
    *items = PySequence_List(collection);
    if (!*items)
        return -1;
    Py_ssize_t n = PyList_GET_SIZE(*items);
    *out = (char *)malloc((size_t)(n * size + 1));
    if (!*out) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *b = PyList_GET_ITEM(*items, i);
        if (!PyBytes_Check(b) || PyBytes_GET_SIZE(b) != size) {
            PyErr_SetString(PyExc_ValueError, "inner_hits: fragments of mismatched lengths");
            return -1;
        }
        memcpy(*out + i * size, PyBytes_AS_STRING(b), (size_t)size);
    }
    return n;
}

/* inner_hits(children, codes, parents, length, skip) -> (parents hit, their codes)
 *
 * The same cuts for the analysis's level passes (fragment_levels.py), where a fragment is a
 * bytes object of a byte a letter: children (a set, or a dict's keys) are a level's fragments
 * of `length` letters, parents (the same) the level below's. codes holds a uint32 per child,
 * in the children's order (b"": 1 each); a child whose code is `skip` is not cut. Gives the
 * parents that some child reaches (the objects given, a list) and for each the OR of those
 * children's codes (uint32). */
static PyObject *inner_hits(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *children, *parents, *kids = NULL, *pars = NULL, *hits = NULL, *result = NULL;
    Py_buffer codes;
    Py_ssize_t length;
    unsigned long skip;
    char *krows = NULL, *prows = NULL, *cut = NULL, *last = NULL;
    uint32_t *or_ = NULL;
    int32_t *found = NULL;
    rows t = {0};
    if (!PyArg_ParseTuple(args, "Oy*Onk", &children, &codes, &parents, &length, &skip))
        return NULL;
    if (length < 1) {
        PyErr_SetString(PyExc_ValueError, "inner_hits: fragments of mismatched lengths");
        goto done;
    }
    Py_ssize_t n = gather_rows(children, length, &kids, &krows);
    Py_ssize_t m = n < 0 ? -1 : gather_rows(parents, length - 1, &pars, &prows);
    if (m < 0)
        goto done;
    if (codes.len && codes.len != 4 * n) {
        PyErr_SetString(PyExc_ValueError, "inner_hits: a code for each child");
        goto done;
    }
    if (m > INT32_MAX) {
        PyErr_NoMemory();
        goto done;
    }
    int failed = 0;
    Py_ssize_t hit = 0;
    Py_BEGIN_ALLOW_THREADS
    or_ = (uint32_t *)calloc((size_t)m + 1, sizeof(uint32_t));
    cut = (char *)malloc((size_t)length + 1);
    last = (char *)malloc((size_t)length + 1);
    found = (int32_t *)malloc(sizeof(int32_t) * (size_t)(length + 1));
    if (!or_ || !cut || !last || !found || !rows_init(&t, prows, m, (size_t)(length - 1))) {
        failed = 1;
    } else {
        const uint32_t *code = (const uint32_t *)codes.buf;
        for (Py_ssize_t j = 0; j < n; j++) {
            uint32_t c = codes.len ? code[j] : 1;
            if (c == skip)
                continue;
            Py_ssize_t k = inner_cuts(&t, krows + j * length, length, 1, 0, cut, last, found);
            for (Py_ssize_t e = 0; e < k; e++)
                or_[found[e]] |= c;
        }
        for (Py_ssize_t q = 0; q < m; q++)
            hit += or_[q] != 0;
    }
    Py_END_ALLOW_THREADS
    if (failed) {
        PyErr_NoMemory();
        goto done;
    }
    hits = PyList_New(hit);
    PyObject *ors = hits ? PyBytes_FromStringAndSize(NULL, 4 * hit) : NULL;
    if (!ors)
        goto done;
    uint32_t *out = (uint32_t *)PyBytes_AS_STRING(ors);
    for (Py_ssize_t q = 0, h = 0; q < m; q++) {
        if (or_[q]) {
            PyObject *f = PyList_GET_ITEM(pars, q);
            Py_INCREF(f);
            PyList_SET_ITEM(hits, h, f);
            out[h++] = or_[q];
        }
    }
    result = PyTuple_Pack(2, hits, ors);
    Py_DECREF(ors);
done:
    free(krows);
    free(prows);
    free(cut);
    free(last);
    free(found);
    free(or_);
    free(t.table);
    Py_XDECREF(kids);
    Py_XDECREF(pars);
    Py_XDECREF(hits);
    PyBuffer_Release(&codes);
    return result;
}

/* the walk over the pools two or more words share, and the pass over them */
#include "shared_pools.c"

static PyMethodDef methods[] = {
    {"level_pass", level_pass, METH_VARARGS,
     "level_pass(children, masks, strides, radices, words, word_mask, seat, heights=0)"},
    {"level_passes", level_passes, METH_VARARGS,
     "level_passes(children, masks, strides, radices, words, word_masks, seats, from=b'', "
     "below=b'')"},
    {"absent_counts", absent_counts, METH_VARARGS, "absent_counts(masks, counts)"},
    {"seat_costs", seat_costs, METH_VARARGS,
     "seat_costs(children, child_high, child_low, strides, radices, level, words, masks, "
     "seat_bits, seat_turns, entry)"},
    {"seat_bounds", seat_bounds, METH_VARARGS,
     "seat_bounds(children, child_bounds, strides, radices, level, words, seat_turns, "
     "seat_backs, factor)"},
    {"level_edges", level_edges, METH_VARARGS,
     "level_edges(children, strides, radices, parents, words, child_base, parent_base)"},
    {"graph_losers", graph_losers, METH_VARARGS,
     "graph_losers(values, terminal, child, parent, lo, hi, seat, word_mask)"},
    {"graph_costs", graph_costs, METH_VARARGS,
     "graph_costs(high, low, terminal, masks, child, parent, lo, hi, seat_bit, seat_turn, entry)"},
    {"graph_children", graph_children, METH_VARARGS, "graph_children(child, parent, lo, hi)"},
    {"inner_edges", inner_edges, METH_VARARGS,
     "inner_edges(children, parents, length, child_base, parent_base)"},
    {"inner_hits", inner_hits, METH_VARARGS, "inner_hits(children, codes, parents, length, skip)"},
    {"end_edges", end_edges, METH_VARARGS,
     "end_edges(level, c_lo, index, fragments, words_end, infix, start, stop)"},
    {"reverse_edges", reverse_edges, METH_VARARGS,
     "reverse_edges(children, parents, length, child_base, parent_base)"},
    {"pool_holders", pool_holders, METH_VARARGS, "pool_holders(pools, letters, bits=True)"},
    {"shared_pools", shared_pools, METH_VARARGS, "shared_pools(words, letters, state=None)"},
    {"shared_maps", shared_maps, METH_VARARGS, "shared_maps(levels, k)"},
    {"shared_pass", shared_pass, METH_VARARGS,
     "shared_pass(levels, k, masks, by_length, seats, out, j0, j1)"},
    {"shared_letters", shared_letters, METH_VARARGS, "shared_letters(levels, k)"},
    {"shared_drop", shared_drop, METH_VARARGS, "shared_drop(levels, k)"},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "pool_pass",
                                    "The engine's level passes (see pool_levels.py and "
                                    "graph_passes.py).",
                                    -1, methods,
                                    NULL, NULL, NULL, NULL};

/* the passes' version, which pool_levels.compiled() asks for: one more each time a pass
 * changes what it takes or gives, so that a module built from an older source is refused */
PyMODINIT_FUNC PyInit_pool_pass(void) {
    PyObject *m = PyModule_Create(&module);
    if (m && PyModule_AddIntConstant(m, "version", 5) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}

#else /* the passes over one kind of pool, KEY (uint64_t or wide): read once for each */

/* the first of n sorted pools a less s (NULL: 0) at or past bound, or n */
static Py_ssize_t NAME(first_from)(const KEY *a, Py_ssize_t n, const KEY *s, KEY bound) {
    Py_ssize_t lo = 0, hi = n;
    while (lo < hi) {
        Py_ssize_t mid = lo + (hi - lo) / 2;
        int past = s ? !KEY_LT(a[mid], *s) && !KEY_LT(KEY_SUB(a[mid], *s), bound)
                     : !KEY_LT(a[mid], bound);
        if (past)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

/* the children of a level pass: one sorted run of pools and their masks, or two (the two
 * halves a level was made in, a's all below b's), read as one: child i is a's i while i < na,
 * else b's i - na */
typedef struct {
    const KEY *a, *b;
    const uint8_t *ma, *mb;
    Py_ssize_t na, n;
} NAME(parts);

static inline KEY NAME(key_at)(const NAME(parts) *p, Py_ssize_t i) {
    return i < p->na ? p->a[i] : p->b[i - p->na];
}

/* first_from over both runs */
static Py_ssize_t NAME(first_in)(const NAME(parts) *p, const KEY *s, KEY bound) {
    Py_ssize_t i = NAME(first_from)(p->a, p->na, s, bound);
    return i < p->na ? i : p->na + NAME(first_from)(p->b, p->n - p->na, s, bound);
}

/* The merge of level_pass and level_passes: level k from level k + 1 for `counts` rules at
 * once (a player count and minimum length each: child i's mask for rule c is
 * cm[i * counts + c], its words' mask word_mask[c], its seat to move seat[c]), or the
 * heights (counts 1). Gives the pools in *out_pools and their masks, laid out the same, in
 * *out_masks, or -1 out of memory. A mask of 0 is ABSENT (see passes), which the OR of the
 * children's leaves out. */
NOINLINE static Py_ssize_t NAME(merge_level)(const NAME(parts) *ch, const KEY *stride,
                                    const uint8_t *radix, Py_ssize_t letters,
                                    const KEY *wd, Py_ssize_t nw, Py_ssize_t counts,
                                    const uint8_t *word_mask, const uint8_t *seat, int heights,
                                    const KEY *from, const KEY *below, Py_ssize_t cap,
                                    KEY **out_pools, uint8_t **out_masks) {
    Py_ssize_t n = ch->n, na = ch->na;
    Py_ssize_t *pos = NULL, m = 0, kid[65], tied[66], words = 0;
    uint64_t *map = NULL;
    KEY *head = NULL, *out = *out_pools;
    uint64_t *held = NULL;
    uint8_t *out_mask = *out_masks;
    /* the caller's buffers (cap pools, their masks and 8 bytes' slack) while they last, then
     * ours, from malloc */
    int failed = 0, ours = !out;
    if (ours) {
        cap = n + nw + 16;
        out = (KEY *)malloc(sizeof(KEY) * cap);
        out_mask = (uint8_t *)malloc(cap * counts + 8);
    }
    pos = (Py_ssize_t *)malloc(sizeof(Py_ssize_t) * (letters + 1));
    head = (KEY *)malloc(sizeof(KEY) * (letters + 1));
    /* from and below (NULL: none) bound the parents made: the children that make them are
     * first to end, those of a stream at least from + its stride */
    Py_ssize_t first = from && letters ? NAME(first_in)(ch, &stride[0], *from) : 0;
    Py_ssize_t end = below && letters ? NAME(first_in)(ch, &stride[letters - 1], *below) : n;
    if (end < first)
        end = first;
    held = (uint64_t *)malloc(sizeof(uint64_t) * (end > first ? end - first : 1));
    if (!pos || !head || !out || !out_mask || !held) {
        failed = 1;
        goto done;
    }
    /* KEY_NONE ends a stream: no pool is that large (strides_ok) */
    /* the letters of children first to end: those in a, then those in b */
    Py_ssize_t split = first < na ? (end < na ? end : na) : first;
    NAME(letters_held)(ch->a + first, split - first, stride, radix, letters, held);
    if (end > split)
        NAME(letters_held)(ch->b + (split - na), end - split, stride, radix, letters,
                           held + (split - first));
    words = (n + 63) >> 6;
    map = (uint64_t *)calloc((size_t)(words ? words : 1) * (size_t)letters, sizeof(uint64_t));
    if (!map) {
        failed = 1;
        goto done;
    }
    holders_of(held, first, end, words, map);
    free(held); /* the maps say it all now: 8 bytes a child less at the peak */
    held = NULL;
    for (Py_ssize_t x = 0; x < letters; x++) {
        Py_ssize_t start = from ? NAME(first_in)(ch, &stride[x], *from) : 0;
        pos[x] = next_in(map + x * words, start, n);
        head[x] = pos[x] < n ? KEY_SUB(NAME(key_at)(ch, pos[x]), stride[x]) : KEY_NONE;
    }
    pos[letters] = from ? NAME(first_from)(wd, nw, NULL, *from) : 0;
    head[letters] = pos[letters] < nw ? wd[pos[letters]] : KEY_NONE;
    /* each rule's seat to move and word mask in its lane, as a pool's masks are laid out */
    uint8_t seat_bytes[8] = {0}, word_bytes[8] = {0}, keep_bytes[8] = {0};
    for (Py_ssize_t c = 0; c < counts && c < 8; c++) {
        seat_bytes[c] = (uint8_t)(1u << seat[c]);
        word_bytes[c] = word_mask[c];
        keep_bytes[c] = 0xff;
    }
    uint64_t seat_lanes, word_lanes, word_set, keep;
    memcpy(&seat_lanes, seat_bytes, 8);
    memcpy(&word_lanes, word_bytes, 8);
    memcpy(&keep, keep_bytes, 8);
    word_set = lanes_set(word_lanes);
#ifdef KEY_WIDE
    /* wide pools a block at a time, the pools of one high word: the streams whose head is in
     * the block have its low word in lo, the others UINT64_MAX, and the scan below compares
     * uint64s, not pairs (the Russian nouns' pass: a tenth faster) */
    uint64_t lo[66], block = 0;
    int fresh = 1;
#endif
    for (;;) {
        /* the least head and the streams whose head it is (a stream's pools are distinct,
         * so each gives it once), in one scan without a branch a stream: which they are is
         * anyone's guess, and a test a stream was mispredicted a third of the time. A lesser
         * head starts the ties again. (One scan for each took a tenth longer.) */
        Py_ssize_t ties = 0;
#ifdef KEY_WIDE
        if (fresh) {
            /* the next block: no pool's high word is all ones (strides_ok_128) */
            block = UINT64_MAX;
            for (Py_ssize_t x = 0; x <= letters; x++)
                block = head[x].hi < block ? head[x].hi : block;
            if (block == UINT64_MAX)
                break;
            for (Py_ssize_t x = 0; x <= letters; x++)
                lo[x] = head[x].hi == block ? head[x].lo : UINT64_MAX;
            fresh = 0;
        }
        uint64_t low = UINT64_MAX;
        for (Py_ssize_t x = 0; x <= letters; x++) {
            uint64_t h = lo[x];
            int less = h < low;
            low = less ? h : low;
            ties = less ? 0 : ties;
            tied[ties] = x;
            ties += h == low;
        }
        if (low == UINT64_MAX) {
            /* the block is done, unless a pool in it has a low word of all ones */
            ties = 0;
            for (Py_ssize_t x = 0; x <= letters; x++)
                if (head[x].hi == block && head[x].lo == UINT64_MAX)
                    tied[ties++] = x;
            if (!ties) {
                fresh = 1;
                continue;
            }
        }
        KEY least = {low, block};
#else
        KEY least = KEY_NONE;
        for (Py_ssize_t x = 0; x <= letters; x++) {
            KEY h = head[x];
            int less = KEY_LT(h, least);
            least = less ? h : least;
            ties = less ? 0 : ties;
            tied[ties] = x;
            ties += KEY_EQ(h, least);
        }
#endif
        if (KEY_EQ(least, KEY_NONE) || (below && !KEY_LT(least, *below)))
            break;
        Py_ssize_t kids = 0;
        int word = 0;
        for (Py_ssize_t t = 0; t < ties; t++) {
            Py_ssize_t x = tied[t];
            if (x == letters) {
                word = 1;
                pos[letters]++;
                head[letters] = pos[letters] < nw ? wd[pos[letters]] : KEY_NONE;
            } else {
                kid[kids++] = pos[x];
                pos[x] = next_in(map + x * words, pos[x] + 1, n);
                head[x] = pos[x] < n ? KEY_SUB(NAME(key_at)(ch, pos[x]), stride[x]) : KEY_NONE;
            }
#ifdef KEY_WIDE
            lo[x] = head[x].hi == block ? head[x].lo : UINT64_MAX;
#endif
        }
        if (m == cap) {
            Py_ssize_t more = cap * 2;
            KEY *o = NULL;
            uint8_t *om = NULL;
            if (ours) {
                o = (KEY *)realloc(out, sizeof(KEY) * more);
                if (o)
                    out = o;
                om = o ? (uint8_t *)realloc(out_mask, more * counts + 8) : NULL;
            } else { /* the caller's are full: copied into ours */
                o = (KEY *)malloc(sizeof(KEY) * more);
                om = o ? (uint8_t *)malloc(more * counts + 8) : NULL;
                if (om) {
                    memcpy(o, out, sizeof(KEY) * m);
                    memcpy(om, out_mask, m * counts);
                    out = o;
                    ours = 1;
                } else
                    free(o);
            }
            if (!om) {
                failed = 1;
                break;
            }
            out_mask = om;
            cap = more;
        }
        out[m] = least;
        uint8_t *o = out_mask + m * counts;
        if (heights) { /* one rule: the most letters still to play */
            uint8_t most = 0;
            for (Py_ssize_t j = 0; j < kids; j++) {
                uint8_t h = kid[j] < na ? ch->ma[kid[j]] : ch->mb[kid[j] - na];
                most = h > most ? h : most;
            }
            o[0] = word ? word_mask[0] : most < 255 ? (uint8_t)(most + 1) : 255;
        } else {
            /* every rule at once, a byte each of a uint64 (lanes): escape, the masks of the
             * children without the seat to move; all, every child's. A lane's seat test is
             * its high bit after adding 0x7f to its low seven bits, no carry between lanes. */
            uint64_t all = 0, escape = 0;
            for (Py_ssize_t j = 0; j < kids; j++) {
                uint64_t x = kid[j] < na ? lanes_at(ch->ma, kid[j], na, counts, keep)
                                         : lanes_at(ch->mb, kid[j] - na, n - na, counts, keep);
                all |= x;
                escape |= x & ~lanes_set(x & seat_lanes);
            }
            /* 0 (ABSENT) where no child is there for the rule: they add nothing */
            uint64_t mask = escape | (all & ~lanes_set(escape));
            if (word)
                mask = (mask & ~word_set) | word_lanes;
            memcpy(o, &mask, 8); /* counts bytes wanted: the rest is slack */
        }
        m++;
    }
done:
    free(pos);
    free(head);
    free(held);
    free(map);
    if (failed) {
        if (ours) {
            free(out);
            free(out_mask);
        }
        return -1;
    }
    *out_pools = out;
    *out_masks = out_mask;
    return m;
}

/* level_edges' work: the edges in *out_child and *out_parent, and their number; -1 when a
 * child's parent is not in the level, -2 out of memory */
NOINLINE static Py_ssize_t NAME(edges)(const KEY *ch, Py_ssize_t n, const KEY *stride,
                              const uint8_t *radix, Py_ssize_t letters, const KEY *par,
                              Py_ssize_t np, const uint8_t *word, Py_ssize_t child_base,
                              Py_ssize_t parent_base, int32_t **out_child,
                              int32_t **out_parent) {
    Py_ssize_t m = 0, cap = 0;
    uint64_t *held = (uint64_t *)malloc(sizeof(uint64_t) * (n ? n : 1));
    int32_t *ec = NULL, *ep = NULL;
    if (!held)
        return -2;
    NAME(letters_held)(ch, n, stride, radix, letters, held);
    for (Py_ssize_t i = 0; i < n; i++)
        for (Py_ssize_t x = 0; x < letters; x++)
            cap += held[i] >> x & 1;
    ec = (int32_t *)malloc(sizeof(int32_t) * (cap ? cap : 1));
    ep = (int32_t *)malloc(sizeof(int32_t) * (cap ? cap : 1));
    if (!ec || !ep) {
        m = -2;
        goto done;
    }
    for (Py_ssize_t x = 0; x < letters && m >= 0; x++) {
        Py_ssize_t j = 0;
        for (Py_ssize_t i = 0; i < n; i++) {
            if (!(held[i] >> x & 1))
                continue;
            KEY target = KEY_SUB(ch[i], stride[x]);
            while (j < np && KEY_LT(par[j], target))
                j++;
            if (j == np || !KEY_EQ(par[j], target)) {
                m = -1;
                break;
            }
            if (!word[j]) {
                ec[m] = (int32_t)(child_base + i);
                ep[m] = (int32_t)(parent_base + j);
                m++;
            }
        }
    }
done:
    free(held);
    if (m < 0) {
        free(ec);
        free(ep);
        return m;
    }
    *out_child = ec;
    *out_parent = ep;
    return m;
}

/* seat_costs' work: the costs in *out_high and *out_low; 0, or -1 when a child's parent is
 * not in the level, -2 out of memory. mask: one a pool, or with per_seat one a pool for each
 * seat in turn. */
NOINLINE static int NAME(costs)(const KEY *ch, const uint8_t *chigh, const uint64_t *clow, Py_ssize_t n,
                       const KEY *stride, const uint8_t *radix, Py_ssize_t letters,
                       const KEY *par, const uint8_t *word, const uint8_t *mask, int per_seat,
                       Py_ssize_t np,
                       const uint8_t *seat_bit, const uint8_t *seat_turn, Py_ssize_t seats,
                       uint64_t entry, uint8_t **out_high, uint64_t **out_low) {
    Py_ssize_t all = seats * np, kid[65];
    Py_ssize_t *pos = (Py_ssize_t *)malloc(sizeof(Py_ssize_t) * (letters + 1));
    KEY *head = (KEY *)malloc(sizeof(KEY) * (letters + 1));
    uint64_t *held = (uint64_t *)malloc(sizeof(uint64_t) * (n ? n : 1));
    Py_ssize_t words = (n + 63) / 64;
    uint64_t *map = (uint64_t *)calloc((size_t)(letters * words + 1), sizeof(uint64_t));
    uint64_t *low = (uint64_t *)malloc(sizeof(uint64_t) * (all ? all : 1));
    uint8_t *high = (uint8_t *)malloc(all ? all : 1);
    int got = 0;
    if (!pos || !head || !held || !map || !low || !high) {
        got = -2;
        goto done;
    }
    NAME(letters_held)(ch, n, stride, radix, letters, held);
    holders(held, n, words, map);
    free(held); /* the maps say it all */
    held = NULL;
    for (Py_ssize_t x = 0; x < letters; x++) {
        pos[x] = next_in(map + x * words, 0, n);
        head[x] = pos[x] < n ? KEY_SUB(ch[pos[x]], stride[x]) : KEY_NONE;
    }
    for (Py_ssize_t j = 0; j < np && !got; j++) {
        KEY at = par[j];
        /* the children of pool j: every run whose head is it (one a letter at most) */
        Py_ssize_t kids = 0, found[65];
        int behind = 0;
        /* the runs whose head is pool j, noted without a branch a letter (which they are is
         * anyone's guess: a test a letter was mispredicted a third of the time), then moved
         * on */
        for (Py_ssize_t x = 0; x < letters; x++) {
            behind |= KEY_LT(head[x], at);
            found[kids] = x;
            kids += KEY_EQ(head[x], at);
        }
        if (behind)
            got = -1; /* a parent not in the level */
        for (Py_ssize_t c = 0; c < kids; c++) {
            Py_ssize_t x = found[c];
            kid[c] = pos[x];
            pos[x] = next_in(map + x * words, pos[x] + 1, n);
            head[x] = pos[x] < n ? KEY_SUB(ch[pos[x]], stride[x]) : KEY_NONE;
        }
        for (Py_ssize_t s = 0; s < seats; s++) {
            const uint8_t *sh = chigh + s * n;
            const uint64_t *sl = clow + s * n;
            Py_ssize_t p = s * np + j;
            if (word[j]) {
                uint8_t lost = per_seat ? mask[p] : mask[j];
                high[p] = (uint8_t)(lost & seat_bit[s] ? 2 : 0);
                low[p] = 1;
                continue;
            }
            uint64_t best_low = 0, sum_low = 0;
            unsigned best_high = 4, sum_high = 0, flags = 0;
            for (Py_ssize_t c = 0; c < kids; c++) {
                unsigned h = sh[kid[c]];
                uint64_t l = sl[kid[c]];
                /* without a branch: which child is least is anyone's guess */
                int less = (h < best_high) | ((h == best_high) & (l < best_low));
                best_high = less ? h : best_high;
                best_low = less ? l : best_low;
                sum_low += l;
                if (sum_low < l)
                    sum_high++;
                flags |= 1u << (h < 8 ? h : 7);
            }
            if (seat_turn[s]) {
                if (kids > 1 && best_high < 4) {
                    uint64_t before = best_low;
                    best_low += entry;
                    if (best_low < before)
                        best_high++;
                }
                high[p] = (uint8_t)best_high;
                low[p] = best_low;
            } else if (flags & 16) {
                high[p] = 4;
                low[p] = 0;
            } else {
                unsigned lossiness = flags == 1 ? 0 : flags == 4 ? 2 : 1;
                high[p] = (uint8_t)(sum_high | lossiness);
                low[p] = sum_low;
            }
        }
    }
    for (Py_ssize_t x = 0; x < letters && !got; x++)
        if (!KEY_EQ(head[x], KEY_NONE))
            got = -1;
done:
    free(map);
    free(pos);
    free(head);
    free(held);
    if (got < 0) {
        free(low);
        free(high);
        return got;
    }
    *out_high = high;
    *out_low = low;
    return 0;
}

/* seat_bounds' work: the bounds in *out; 0, or -1 when a child's parent is not in the level,
 * -2 out of memory */
NOINLINE static int NAME(bounds)(const KEY *ch, const double *cv, Py_ssize_t n, const KEY *stride,
                                 const uint8_t *radix, Py_ssize_t letters, const KEY *par,
                                 const uint8_t *word, Py_ssize_t np, const uint8_t *seat_turn,
                                 const uint8_t *seat_back, Py_ssize_t seats, double factor,
                                 double **out_bounds) {
    Py_ssize_t all = seats * np, kid[65];
    Py_ssize_t *pos = (Py_ssize_t *)malloc(sizeof(Py_ssize_t) * (letters + 1));
    KEY *head = (KEY *)malloc(sizeof(KEY) * (letters + 1));
    uint64_t *held = (uint64_t *)malloc(sizeof(uint64_t) * (n ? n : 1));
    Py_ssize_t words = (n + 63) / 64;
    uint64_t *map = (uint64_t *)calloc((size_t)(letters * words + 1), sizeof(uint64_t));
    double *out = (double *)malloc(sizeof(double) * (all ? all : 1));
    int got = 0;
    if (!pos || !head || !held || !map || !out) {
        got = -2;
        goto done;
    }
    NAME(letters_held)(ch, n, stride, radix, letters, held);
    holders(held, n, words, map);
    free(held); /* the maps say it all */
    held = NULL;
    for (Py_ssize_t x = 0; x < letters; x++) {
        pos[x] = next_in(map + x * words, 0, n);
        head[x] = pos[x] < n ? KEY_SUB(ch[pos[x]], stride[x]) : KEY_NONE;
    }
    for (Py_ssize_t j = 0; j < np && !got; j++) {
        KEY at = par[j];
        Py_ssize_t kids = 0, found[65];
        int behind = 0;
        /* the runs whose head is pool j, noted without a branch a letter (which they are is
         * anyone's guess: a test a letter was mispredicted a third of the time), then moved
         * on */
        for (Py_ssize_t x = 0; x < letters; x++) {
            behind |= KEY_LT(head[x], at);
            found[kids] = x;
            kids += KEY_EQ(head[x], at);
        }
        if (behind)
            got = -1; /* a parent not in the level */
        for (Py_ssize_t c = 0; c < kids; c++) {
            Py_ssize_t x = found[c];
            kid[c] = pos[x];
            pos[x] = next_in(map + x * words, pos[x] + 1, n);
            head[x] = pos[x] < n ? KEY_SUB(ch[pos[x]], stride[x]) : KEY_NONE;
        }
        for (Py_ssize_t s = 0; s < seats; s++) {
            const double *sv = cv + s * n;
            double h = 0;
            if (word[j]) {
                out[s * np + j] = 0;
                continue;
            }
            if (seat_turn[s]) {
                double least = 0;
                for (Py_ssize_t c = 0; c < kids; c++)
                    if (c == 0 || sv[kid[c]] < least)
                        least = sv[kid[c]];
                h = (kids > 1 ? 1.0 : 0.0) + least;
                if (seat_back[s]) {
                    /* none: no turn of the seat's reaches it, and 0 is a bound */
                    double ways = NAME(ways_out)(at, radix, letters, seat_back[s]);
                    h = ways >= 1 ? h / (ways * factor) : 0;
                }
            } else {
                for (Py_ssize_t c = 0; c < kids; c++)
                    h += sv[kid[c]];
            }
            out[s * np + j] = h;
        }
    }
    for (Py_ssize_t x = 0; x < letters && !got; x++)
        if (!KEY_EQ(head[x], KEY_NONE))
            got = -1;
done:
    free(map);
    free(pos);
    free(head);
    free(held);
    if (got < 0) {
        free(out);
        return got;
    }
    *out_bounds = out;
    return 0;
}

#endif
