/* The pools that two or more words share, and the pass over them alone (see shared_pools.py):
 * included by pool_pass.c, whose helpers it uses, before its table of functions.
 *
 * A pool that only one counting word holds (a multiset of that word's letters, in no other
 * word) has that word's loser masks: every letter played from it keeps it inside that word
 * alone, and the game ends when the word is complete, whatever the order, the same seat
 * completing it. So only the shared pools need a pass. Each keeps its letters (a bit each),
 * the letters of its shared children, and a bit for each length of the single words that
 * hold one of its other children (bit L - 1), with a bit for itself being a word (bit k - 1
 * at level k, below every child's).
 *
 * They are found by a walk down from the empty pool with the words that hold each pool (its
 * holders): a pool's children are its holders' letters past its own; a pool that one word
 * holds ends the walk, its pools above counted, not made. The walk adds the letters in one
 * order (a pool once, as its letters sorted in that order), and each level's pools come out
 * in the order of their counts read as numbers, the first letter's count the highest digit,
 * from the largest down; turned round, they are in that order, in which a level's children
 * holding a letter x, less one x each, are their parents in order: one stream a letter, as
 * in level_passes, with no number needed. */

/* the lengths a pool's bits can hold: lengths 1 to 32 */
#define SHARED_LONGEST 32

/* the words, each a row of its counts of each letter in the walk's order, 16 bytes a
 * vector, with its length and its number of pools (the product over its letters of their
 * counts plus one) */
typedef struct {
    Py_ssize_t n, letters, vectors;
    uint8_t *rows, *length;
    int64_t *pools;
} shared_words;

static void shared_words_free(shared_words *w) {
    free(w->rows);
    free(w->length);
    free(w->pools);
}

/* 16 counts at once: SSE2 where there is (every x86-64), else a plain loop */
#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
typedef __m128i lanes16;
#define L16_LOAD(p) _mm_loadu_si128((const __m128i *)(p))
#define L16_STORE(p, a) _mm_storeu_si128((__m128i *)(p), a)
#define L16_ZERO() _mm_setzero_si128()
#define L16_SET(c) _mm_set1_epi8((char)(c))
#define L16_GT(a, b) _mm_cmpgt_epi8(a, b) /* counts below 128 */
#define L16_OR(a, b) _mm_or_si128(a, b)
#define L16_AND(a, b) _mm_and_si128(a, b)
#define L16_XOR(a, b) _mm_xor_si128(a, b)
#define L16_BITS(a) ((uint64_t)(unsigned)_mm_movemask_epi8(a))
#else
typedef struct {
    uint8_t b[16];
} lanes16;
static inline lanes16 l16_load(const uint8_t *p) {
    lanes16 r;
    memcpy(r.b, p, 16);
    return r;
}
static inline lanes16 l16_set(int c) {
    lanes16 r;
    memset(r.b, c, 16);
    return r;
}
static inline lanes16 l16_gt(lanes16 a, lanes16 b) {
    for (int i = 0; i < 16; i++)
        a.b[i] = a.b[i] > b.b[i] ? 0xff : 0;
    return a;
}
static inline lanes16 l16_or(lanes16 a, lanes16 b) {
    for (int i = 0; i < 16; i++)
        a.b[i] |= b.b[i];
    return a;
}
static inline lanes16 l16_and(lanes16 a, lanes16 b) {
    for (int i = 0; i < 16; i++)
        a.b[i] &= b.b[i];
    return a;
}
static inline lanes16 l16_xor(lanes16 a, lanes16 b) {
    for (int i = 0; i < 16; i++)
        a.b[i] ^= b.b[i];
    return a;
}
static inline uint64_t l16_bits(lanes16 a) {
    uint64_t r = 0;
    for (int i = 0; i < 16; i++)
        r |= (uint64_t)(a.b[i] >> 7) << i;
    return r;
}
#define L16_LOAD(p) l16_load((const uint8_t *)(p))
#define L16_STORE(p, a) memcpy(p, (a).b, 16)
#define L16_ZERO() l16_set(0)
#define L16_SET(c) l16_set(c)
#define L16_GT(a, b) l16_gt(a, b)
#define L16_OR(a, b) l16_or(a, b)
#define L16_AND(a, b) l16_and(a, b)
#define L16_XOR(a, b) l16_xor(a, b)
#define L16_BITS(a) l16_bits(a)
#endif

typedef struct {
    const shared_words *w; /* during the walk */
    Py_ssize_t letters;
    uint8_t pool[64];  /* the pool walked, a count a letter */
    int32_t *holders;  /* the holder lists of the pools on the walk's path, one after another */
    size_t room, top;
    /* each level's pools: their letters, their shared children's letters and their bits */
    uint64_t *held[SHARED_LONGEST + 1], *kids[SHARED_LONGEST + 1];
    uint32_t *bits[SHARED_LONGEST + 1];
    Py_ssize_t size[SHARED_LONGEST + 1], cap[SHARED_LONGEST + 1];
    /* a level's streams, once shared_maps has made them: for each letter a bit a pool, set
     * where the pool holds it */
    uint64_t *map[SHARED_LONGEST + 1];
    int64_t *shared; /* how many shared pools each word holds */
    uint8_t sole[64]; /* the length of the one word that holds each one-letter pool, or 0 */
    int failed; /* 1 out of memory, 2 stopped */
    /* the caller's: the pools made so far, told every SHARED_TELL pools, and a byte it sets
     * to stop the walk (NULL: none) */
    volatile int64_t *made;
    volatile uint8_t *stop;
    int64_t total;
} shared_walk;

#define SHARED_TELL 65536

static int shared_keep(shared_walk *s, int k, uint64_t held, uint64_t kids, uint32_t bits) {
    if (s->size[k] == s->cap[k]) {
        /* past a few MB these are the system's pages, moved without a copy */
        Py_ssize_t more = s->cap[k] ? 2 * s->cap[k] : 4096;
        uint64_t *h = (uint64_t *)realloc(s->held[k], sizeof(uint64_t) * (size_t)more);
        if (h)
            s->held[k] = h;
        uint64_t *c = h ? (uint64_t *)realloc(s->kids[k], sizeof(uint64_t) * (size_t)more) : NULL;
        if (c)
            s->kids[k] = c;
        uint32_t *b = c ? (uint32_t *)realloc(s->bits[k], sizeof(uint32_t) * (size_t)more) : NULL;
        if (!b)
            return -1;
        s->bits[k] = b;
        s->cap[k] = more;
    }
    Py_ssize_t i = s->size[k]++;
    s->held[k][i] = held;
    s->kids[k][i] = kids;
    s->bits[k][i] = bits;
    if (++s->total % SHARED_TELL == 0) {
        if (s->made)
            *s->made = s->total;
        if (s->stop && *s->stop)
            return -2;
    }
    return 0;
}

/* room for `more` int32s past s->top in s->holders; 0, or -1 out of memory */
static int shared_room(shared_walk *s, size_t more) {
    if (s->top + more <= s->room)
        return 0;
    size_t room = 2 * (s->top + more);
    int32_t *bigger = (int32_t *)realloc(s->holders, sizeof(int32_t) * room);
    if (!bigger)
        return -1;
    s->holders = bigger;
    s->room = room;
    return 0;
}

/* The walk from a pool that two words hold (v and u; k letters, `held` its letters, past the
 * last letter), which every pool it leads to shares: those are the pools below the two
 * words' common letters (meet, the least of their counts), `room` the letters of which the
 * pool has fewer than meet, its shared children's. A child by a letter of which one word has
 * more than the other (v's more: vmore) and the pool the other's count is that word's
 * alone. Half the shared pools of the Russian nouns are held by two words: this reads no
 * row for them. */
static void shared_two(shared_walk *s, const uint8_t *meet, int32_t v, int32_t u, uint64_t vmore,
                       uint64_t umore, uint64_t room, int last, int k, uint64_t held) {
    const shared_words *w = s->w;
    unsigned lv = w->length[v], lu = w->length[u];
    uint32_t bits = (unsigned)k == lv || (unsigned)k == lu ? 1u << (k - 1) : 0;
    if (vmore & ~room)
        bits |= 1u << (lv - 1);
    if (umore & ~room)
        bits |= 1u << (lu - 1);
    s->shared[v]++;
    s->shared[u]++;
    int kept = shared_keep(s, k, held, room, bits);
    if (kept < 0) {
        s->failed = kept == -2 ? 2 : 1;
        return;
    }
    for (uint64_t m = room & ~(((uint64_t)1 << last) - 1); m && !s->failed; m &= m - 1) {
        int y = low_bit(m);
        s->pool[y]++;
        uint64_t left = s->pool[y] < meet[y] ? room : room & ~((uint64_t)1 << y);
        shared_two(s, meet, v, u, vmore, umore, left, y, k + 1, held | (uint64_t)1 << y);
        s->pool[y]--;
    }
}

/* shared_two from the pool s->pool that v and u hold */
static void shared_pair(shared_walk *s, int32_t v, int32_t u, int last, int k, uint64_t held) {
    const shared_words *w = s->w;
    Py_ssize_t row = 16 * w->vectors;
    const uint8_t *a = w->rows + (size_t)v * (size_t)row, *b = w->rows + (size_t)u * (size_t)row;
    uint8_t meet[64];
    uint64_t vmore = 0, umore = 0, room = 0;
    for (Py_ssize_t x = 0; x < w->letters; x++) {
        meet[x] = a[x] < b[x] ? a[x] : b[x];
        vmore |= (uint64_t)(a[x] > b[x]) << x;
        umore |= (uint64_t)(b[x] > a[x]) << x;
        room |= (uint64_t)(s->pool[x] < meet[x]) << x;
    }
    shared_two(s, meet, v, u, vmore, umore, room, last, k, held);
}

/* The pool s->pool (k letters, `held` its letters, `last` the last), held by the nh words at
 * s->holders + from, which hold no letter outside `letters`: kept, then its shared children
 * past the last letter walked. One read of each holder's row, 16 letters at a time, gives
 * the letters it holds more of than the pool (its children's), counted as none, one and
 * more (seen, twice), the length of the one XORed in, and those past the last letter kept
 * a holder (8 bytes, two int32s of s->holders); then a child's holders are picked out of
 * the pool's by those bits, without a branch a holder. */
static void shared_visit(shared_walk *s, size_t from, Py_ssize_t nh, int last, int k,
                         uint64_t held, uint64_t letters) {
    const shared_words *w = s->w;
    Py_ssize_t vectors = w->vectors, row = 16 * vectors;
    lanes16 pool[4], once[4], twice[4], length[4];
    for (Py_ssize_t i = 0; i < vectors; i++) {
        pool[i] = L16_LOAD(s->pool + 16 * i);
        once[i] = twice[i] = length[i] = L16_ZERO();
    }
    uint64_t later = letters & ~(((uint64_t)1 << last) - 1);
    size_t base = s->top, marks = (base + 1) & ~(size_t)1; /* 8-byte aligned */
    if (shared_room(s, marks - base + 2 * (size_t)nh) < 0) {
        s->failed = 1;
        return;
    }
    const int32_t *h = s->holders + from;
    uint64_t *more_of = (uint64_t *)(s->holders + marks);
    int word = 0;
    for (Py_ssize_t i = 0; i < nh; i++) {
        int32_t v = h[i];
#if defined(__GNUC__) || defined(__clang__)
        if (i + 8 < nh)
            __builtin_prefetch(w->rows + (size_t)h[i + 8] * (size_t)row);
#endif
        const uint8_t *r = w->rows + (size_t)v * (size_t)row;
        unsigned n = w->length[v];
        word |= n == (unsigned)k;
        s->shared[v]++;
        lanes16 len = L16_SET(n);
        uint64_t more = 0;
        for (Py_ssize_t j = 0; j < vectors; j++) {
            lanes16 g = L16_GT(L16_LOAD(r + 16 * j), pool[j]);
            twice[j] = L16_OR(twice[j], L16_AND(once[j], g));
            once[j] = L16_OR(once[j], g);
            length[j] = L16_XOR(length[j], L16_AND(g, len));
            more |= L16_BITS(g) << (16 * j);
        }
        more_of[i] = more;
    }
    uint64_t seen = 0, shared = 0;
    uint8_t lengths[64];
    for (Py_ssize_t j = 0; j < vectors; j++) {
        seen |= L16_BITS(once[j]) << (16 * j);
        shared |= L16_BITS(twice[j]) << (16 * j);
        L16_STORE(lengths + 16 * j, length[j]);
    }
    uint32_t bits = word && k ? 1u << (k - 1) : 0;
    for (uint64_t m = seen & ~shared; m; m &= m - 1)
        bits |= 1u << (lengths[low_bit(m)] - 1);
    if (k == 0)
        for (uint64_t m = seen & ~shared; m; m &= m - 1)
            s->sole[low_bit(m)] = lengths[low_bit(m)];
    int kept = shared_keep(s, k, held, shared, bits);
    if (kept < 0) {
        s->failed = kept == -2 ? 2 : 1;
        return;
    }
    size_t list = marks + 2 * (size_t)nh;
    for (uint64_t m = later & shared; m && !s->failed; m &= m - 1) {
        int y = low_bit(m);
        s->top = list;
        if (shared_room(s, (size_t)nh) < 0) {
            s->failed = 1;
            break;
        }
        h = s->holders + from;
        more_of = (uint64_t *)(s->holders + marks);
        int32_t *to = s->holders + list;
        Py_ssize_t got = 0;
        for (Py_ssize_t i = 0; i < nh; i++) {
            to[got] = h[i];
            got += (Py_ssize_t)(more_of[i] >> y & 1);
        }
        s->top = list + (size_t)got;
        s->pool[y]++;
        if (got == 2)
            shared_pair(s, to[0], to[1], y, k + 1, held | (uint64_t)1 << y);
        else
            shared_visit(s, list, got, y, k + 1, held | (uint64_t)1 << y, seen);
        s->pool[y]--;
    }
    s->top = base;
}

/* the walk over w's words into s (zeroed but for made and stop); 0, -1 out of memory, -4
 * stopped. Each level is then in order (see above). */
static int shared_walk_all(const shared_words *w, shared_walk *s) {
    s->w = w;
    s->letters = w->letters;
    s->room = (size_t)w->n * 8 + 64;
    s->holders = (int32_t *)malloc(sizeof(int32_t) * s->room);
    s->shared = (int64_t *)calloc((size_t)w->n + 1, sizeof(int64_t));
    if (!s->holders || !s->shared)
        return -1;
    for (Py_ssize_t i = 0; i < w->n; i++)
        s->holders[i] = (int32_t)i;
    s->top = (size_t)w->n;
    uint64_t letters = w->letters == 64 ? UINT64_MAX : ((uint64_t)1 << w->letters) - 1;
    if (w->n)
        shared_visit(s, 0, w->n, 0, 0, 0, letters);
    free(s->holders);
    s->holders = NULL;
    s->w = NULL;
    if (s->failed)
        return s->failed == 2 ? -4 : -1;
    if (s->made)
        *s->made = s->total;
    for (int k = 0; k <= SHARED_LONGEST; k++)
        for (Py_ssize_t i = 0, j = s->size[k] - 1; i < j; i++, j--) {
            uint64_t t = s->held[k][i];
            s->held[k][i] = s->held[k][j];
            s->held[k][j] = t;
            t = s->kids[k][i];
            s->kids[k][i] = s->kids[k][j];
            s->kids[k][j] = t;
            uint32_t b = s->bits[k][i];
            s->bits[k][i] = s->bits[k][j];
            s->bits[k][j] = b;
        }
    return 0;
}

static void shared_drop_level(shared_walk *s, int k) {
    free(s->held[k]);
    free(s->kids[k]);
    free(s->bits[k]);
    free(s->map[k]);
    s->held[k] = s->kids[k] = s->map[k] = NULL;
    s->bits[k] = NULL;
    s->size[k] = s->cap[k] = 0;
}

static void shared_walk_free(shared_walk *s) {
    free(s->holders);
    free(s->shared);
    for (int k = 0; k <= SHARED_LONGEST; k++)
        shared_drop_level(s, k);
}

/* the position of the (c + 1)-th set bit of a map of n bits, or n */
static Py_ssize_t shared_select(const uint64_t *map, Py_ssize_t n, Py_ssize_t c) {
    Py_ssize_t words = (n + 63) >> 6;
    for (Py_ssize_t i = 0; i < words; i++) {
        Py_ssize_t here = 0;
        for (uint64_t v = map[i]; v; v &= v - 1)
            here++;
        if (c < here) {
            uint64_t v = map[i];
            while (c--)
                v &= v - 1;
            return (i << 6) + low_bit(v);
        }
        c -= here;
    }
    return n;
}

/* The pass over level k's shared pools j0 to j1 (np in all) from level k + 1's (n, their
 * masks cm, counts bytes a pool, and their streams, s->map[k + 1]): each parent's masks into
 * out + j * counts, by the rule of merge_level, a word of length L's masks by_length[L]
 * (lanes, 0 for ABSENT). A parent's shared children are the next child of each stream its
 * kids name: no number is compared. */
static void shared_merge(const shared_walk *s, int k, const uint8_t *cm, Py_ssize_t counts,
                         const uint64_t *by_length, const uint8_t *seat, Py_ssize_t j0,
                         Py_ssize_t j1, uint8_t *out) {
    Py_ssize_t letters = s->letters, n = k < SHARED_LONGEST ? s->size[k + 1] : 0;
    Py_ssize_t words = (n + 63) >> 6, pos[64], kid[64];
    const uint64_t *map = n ? s->map[k + 1] : NULL, *kids = s->kids[k];
    const uint32_t *pbits = s->bits[k];
    if (j0 >= j1)
        return;
    /* each stream's place at parent j0: past the children of the parents before it */
    Py_ssize_t before[64] = {0};
    for (Py_ssize_t j = 0; j < j0; j++)
        for (uint64_t m = kids[j]; m; m &= m - 1)
            before[low_bit(m)]++;
    for (Py_ssize_t x = 0; x < letters && n; x++)
        pos[x] = j0 ? shared_select(map + x * words, n, before[x]) : next_in(map + x * words, 0, n);
    uint8_t seat_bytes[8] = {0}, keep_bytes[8] = {0};
    for (Py_ssize_t c = 0; c < counts && c < 8; c++) {
        seat_bytes[c] = (uint8_t)(1u << seat[c]);
        keep_bytes[c] = 0xff;
    }
    uint64_t seat_lanes, keep, escape_by[SHARED_LONGEST + 1];
    memcpy(&seat_lanes, seat_bytes, 8);
    memcpy(&keep, keep_bytes, 8);
    for (int L = 0; L <= SHARED_LONGEST; L++)
        escape_by[L] = by_length[L] & ~lanes_set(by_length[L] & seat_lanes);
    uint32_t self = k ? 1u << (k - 1) : 0;
    uint64_t word_lanes = k ? by_length[k] : 0, word_set = lanes_set(word_lanes);
    for (Py_ssize_t j = j0; j < j1; j++) {
        Py_ssize_t many = 0;
        for (uint64_t m = kids[j]; m; m &= m - 1) {
            int x = low_bit(m);
            kid[many++] = pos[x];
            pos[x] = next_in(map + x * words, pos[x] + 1, n);
        }
        uint64_t all = 0, escape = 0;
        for (Py_ssize_t c = 0; c < many; c++) {
            uint64_t v = lanes_at(cm, kid[c], n, counts, keep);
            all |= v;
            escape |= v & ~lanes_set(v & seat_lanes);
        }
        uint32_t bits = pbits[j];
        for (uint32_t b = bits & ~self; b; b &= b - 1) {
            int L = low_bit(b) + 1;
            all |= by_length[L];
            escape |= escape_by[L];
        }
        uint64_t mask = escape | (all & ~lanes_set(escape));
        if (bits & self)
            mask = (mask & ~word_set) | word_lanes;
        memcpy(out + j * counts, &mask, (size_t)counts);
    }
}

/* the words of text (each a word's letters sorted, one a line) in w, letter x of h (sorted)
 * the walk's letter order[x]; 0, -1 for a letter not in letters, -2 for a word past
 * SHARED_LONGEST, -3 out of memory */
static int shared_words_read(holders_work *h, const uint8_t *order, shared_words *w) {
    w->n = h->pools;
    w->letters = h->letters;
    w->vectors = (h->letters + 15) / 16;
    Py_ssize_t row = 16 * w->vectors;
    w->rows = (uint8_t *)calloc((size_t)(w->n * row + 16), 1);
    w->length = (uint8_t *)malloc((size_t)w->n + 1);
    w->pools = (int64_t *)malloc(sizeof(int64_t) * (size_t)(w->n + 1));
    if (!w->rows || !w->length || !w->pools)
        return -3;
    for (Py_ssize_t i = 0, at = 0; i < w->n; i++) {
        uint8_t *r = w->rows + i * row;
        Py_ssize_t end = at;
        while (end < h->len && PyUnicode_READ(h->kind, h->data, end) != '\n')
            end++;
        if (end - at > SHARED_LONGEST)
            return -2;
        w->length[i] = (uint8_t)(end - at);
        for (Py_ssize_t j = at; j < end; j++) {
            Py_ssize_t x = letter_at(h, PyUnicode_READ(h->kind, h->data, j));
            if (x < 0)
                return -1;
            r[order[x]]++;
        }
        int64_t pools = 1;
        for (Py_ssize_t x = 0; x < h->letters; x++)
            pools *= r[x] + 1;
        w->pools[i] = pools;
        at = end + 1;
    }
    return 0;
}

/* ---- the functions Python calls ---- */

static const char shared_name[] = "ghost_gui.shared_pools";

static void shared_capsule_free(PyObject *capsule) {
    shared_walk *s = (shared_walk *)PyCapsule_GetPointer(capsule, shared_name);
    if (s) {
        shared_walk_free(s);
        free(s);
    }
}

/* a capsule's walk, or NULL with an error set; k must be a level (0 to SHARED_LONGEST) */
static shared_walk *shared_of(PyObject *capsule, int k) {
    shared_walk *s = (shared_walk *)PyCapsule_GetPointer(capsule, shared_name);
    if (s && (k < 0 || k > SHARED_LONGEST)) {
        PyErr_SetString(PyExc_ValueError, "shared_pools: no such level");
        return NULL;
    }
    return s;
}

/* the walk and the level of arguments (levels, k), or NULL with an error set */
static shared_walk *shared_level_of(PyObject *args, int *k) {
    PyObject *capsule;
    if (!PyArg_ParseTuple(args, "Oi", &capsule, k))
        return NULL;
    return shared_of(capsule, *k);
}

/* shared_pools(words, letters, state=None) -> (levels, sizes, alone, sole), or None stopped
 *
 * words: a str of the counting words, each its letters sorted, one a line (distinct);
 * letters: every letter they use (at most 64), in the walk's order, the letters fewest words
 * hold first (the walk then does the least). levels: a capsule holding the walk's levels,
 * for shared_maps, shared_pass, shared_letters and shared_drop; sizes: how many shared pools
 * each level has, from the empty pool's to the last; alone: for each length 0 to 32, how
 * many pools one word of that length holds; sole: a byte a letter, the length of the one
 * word that holds it, or 0 (none, or more than one). The str is only read: the walk runs
 * without the interpreter lock. state (writable, 16 bytes; another thread's to read and
 * write while it runs): its first 8 the pools made so far (native int64), told every 65,536
 * and at the end; its byte 8 set stops the walk, which then gives None. */
static PyObject *shared_pools(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *text, *letters, *result = NULL, *capsule = NULL;
    Py_buffer state = {0};
    if (!PyArg_ParseTuple(args, "UU|w*", &text, &letters, &state))
        return NULL;
    if (state.buf && state.len < 16) {
        PyBuffer_Release(&state);
        PyErr_SetString(PyExc_ValueError, "shared_pools: a state of 16 bytes");
        return NULL;
    }
    holders_work h = {0};
    shared_words w = {0};
    shared_walk *s = (shared_walk *)calloc(1, sizeof(shared_walk));
    int failed = 0;
    h.letters = PyUnicode_GET_LENGTH(letters);
    if (!s) {
        PyErr_NoMemory();
        goto done;
    }
    if (h.letters > 64) {
        PyErr_SetString(PyExc_ValueError, "shared_pools: more than 64 letters");
        goto done;
    }
    /* letter_at finds the letters sorted; order gives each one's place in `letters` */
    uint8_t order[64];
    for (Py_ssize_t x = 0; x < h.letters; x++) {
        Py_UCS4 c = PyUnicode_READ_CHAR(letters, x);
        Py_ssize_t at = x;
        while (at > 0 && h.letter[at - 1] > c) {
            h.letter[at] = h.letter[at - 1];
            order[at] = order[at - 1];
            at--;
        }
        if (at > 0 && h.letter[at - 1] == c) {
            PyErr_SetString(PyExc_ValueError, "shared_pools: a letter twice");
            goto done;
        }
        h.letter[at] = c;
        order[at] = (uint8_t)x;
    }
    h.kind = PyUnicode_KIND(text);
    h.data = PyUnicode_DATA(text);
    h.len = PyUnicode_GET_LENGTH(text);
    h.pools = h.len ? 1 : 0;
    for (Py_ssize_t at = 0; at < h.len; at++)
        h.pools += PyUnicode_READ(h.kind, h.data, at) == '\n';
    if (state.buf) {
        s->made = (volatile int64_t *)state.buf;
        s->stop = (volatile uint8_t *)state.buf + 8;
    }
    Py_BEGIN_ALLOW_THREADS
    failed = shared_words_read(&h, order, &w);
    if (!failed)
        failed = shared_walk_all(&w, s);
    Py_END_ALLOW_THREADS
    s->made = NULL;
    s->stop = NULL;
    if (failed == -4) {
        result = Py_NewRef(Py_None);
        goto done;
    }
    if (failed == -1)
        PyErr_SetString(PyExc_ValueError, "shared_pools: a letter not in letters");
    else if (failed == -2)
        PyErr_SetString(PyExc_ValueError, "shared_pools: a word past 32 letters");
    else if (failed)
        PyErr_NoMemory();
    if (failed)
        goto done;
    /* a word's pools that no other word holds: all its pools but the walk's */
    int64_t one[SHARED_LONGEST + 1] = {0};
    for (Py_ssize_t i = 0; i < w.n; i++)
        one[w.length[i]] += w.pools[i] - s->shared[i];
    Py_ssize_t top = 0;
    for (int k = 0; k <= SHARED_LONGEST; k++)
        if (s->size[k])
            top = k;
    PyObject *sizes = PyList_New(top + 1), *alone = PyList_New(SHARED_LONGEST + 1);
    PyObject *sole = PyBytes_FromStringAndSize((const char *)s->sole, h.letters);
    for (int k = 0; sizes && k <= top; k++) {
        PyObject *n = PyLong_FromSsize_t(s->size[k]);
        if (!n)
            Py_CLEAR(sizes);
        else
            PyList_SET_ITEM(sizes, k, n);
    }
    for (int L = 0; alone && L <= SHARED_LONGEST; L++) {
        PyObject *c = PyLong_FromLongLong(one[L]);
        if (!c)
            Py_CLEAR(alone);
        else
            PyList_SET_ITEM(alone, L, c);
    }
    capsule = sizes && alone && sole ? PyCapsule_New(s, shared_name, shared_capsule_free) : NULL;
    if (capsule) {
        s = NULL; /* the capsule's now */
        result = PyTuple_Pack(4, capsule, sizes, alone, sole);
    }
    Py_XDECREF(sizes);
    Py_XDECREF(alone);
    Py_XDECREF(sole);
done:
    Py_XDECREF(capsule);
    if (s) {
        shared_walk_free(s);
        free(s);
    }
    shared_words_free(&w);
    if (state.buf)
        PyBuffer_Release(&state);
    return result;
}

/* shared_maps(levels, k): level k's streams made, for the pass of level k - 1 */
static PyObject *shared_maps(PyObject *self, PyObject *args) {
    (void)self;
    int k;
    shared_walk *s = shared_level_of(args, &k);
    if (!s)
        return NULL;
    Py_ssize_t n = s->size[k], words = (n + 63) >> 6;
    free(s->map[k]);
    s->map[k] = (uint64_t *)calloc((size_t)(words ? words : 1) * (size_t)(s->letters + 1),
                                   sizeof(uint64_t));
    if (!s->map[k])
        return PyErr_NoMemory();
    Py_BEGIN_ALLOW_THREADS
    holders(s->held[k], n, words, s->map[k]);
    Py_END_ALLOW_THREADS
    Py_RETURN_NONE;
}

/* shared_letters(levels, k) -> bytes: level k's pools' letters, a uint64 each (a bit a
 * letter, in the walk's order) */
static PyObject *shared_letters(PyObject *self, PyObject *args) {
    (void)self;
    int k;
    shared_walk *s = shared_level_of(args, &k);
    return s ? PyBytes_FromStringAndSize((const char *)s->held[k], s->size[k] * 8) : NULL;
}

/* shared_drop(levels, k): level k let go, once the passes that read it are done */
static PyObject *shared_drop(PyObject *self, PyObject *args) {
    (void)self;
    int k;
    shared_walk *s = shared_level_of(args, &k);
    if (!s)
        return NULL;
    shared_drop_level(s, k);
    Py_RETURN_NONE;
}

/* shared_pass(levels, k, masks, by_length, seats, out, j0, j1) -> None
 *
 * Level k's shared pools' masks from level k + 1's (its streams made: shared_maps), masks
 * level k + 1's (a byte a rule a pool, side by side, as level_passes gives them); by_length:
 * for each length 0 to 32 the masks of a word that long, 8 bytes (a byte a rule, 0 for
 * ABSENT); seats: the seat to move at level k, a byte a rule. Parents j0 to j1 get their
 * masks in out (writable, a byte a rule a parent), so that two threads can each do a part.
 * The work runs without the interpreter lock. */
static PyObject *shared_pass(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *capsule, *result = NULL;
    Py_buffer mb, lb, tb, ob;
    int k;
    Py_ssize_t j0, j1;
    if (!PyArg_ParseTuple(args, "Oiy*y*y*w*nn", &capsule, &k, &mb, &lb, &tb, &ob, &j0, &j1))
        return NULL;
    shared_walk *s = shared_of(capsule, k);
    if (!s)
        goto done;
    Py_ssize_t counts = tb.len, np = s->size[k], n = k < SHARED_LONGEST ? s->size[k + 1] : 0;
    int bad = mb.len != n * counts || lb.len != 8 * (SHARED_LONGEST + 1) || counts < 1 ||
              counts > 8 || ob.len < np * counts || j0 < 0 || j1 > np || (n && !s->map[k + 1]);
    for (Py_ssize_t c = 0; c < counts && !bad; c++)
        bad = ((const uint8_t *)tb.buf)[c] > 7;
    if (bad) {
        PyErr_SetString(PyExc_ValueError, "shared_pass: arrays of mismatched sizes");
        goto done;
    }
    uint64_t by_length[SHARED_LONGEST + 1];
    memcpy(by_length, lb.buf, sizeof(by_length));
    Py_BEGIN_ALLOW_THREADS
    shared_merge(s, k, (const uint8_t *)mb.buf, counts, by_length, (const uint8_t *)tb.buf, j0,
                 j1, (uint8_t *)ob.buf);
    Py_END_ALLOW_THREADS
    result = Py_NewRef(Py_None);
done:
    PyBuffer_Release(&mb);
    PyBuffer_Release(&lb);
    PyBuffer_Release(&tb);
    PyBuffer_Release(&ob);
    return result;
}
