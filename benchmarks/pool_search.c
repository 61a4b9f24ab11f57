/* bench_pool_search.py --compiled: the questions of that script ("is seat s among pool P's
 * losers?") in plain C, to measure what they cost compiled. A probe, not the engine: the
 * engine's pass is pool_pass.c. Each question reads the pool's holders again to make its
 * children (a word's letters against the pool's counts) and looks each child asked up in an
 * open-addressing table of pools (128-bit keys, bit fields a letter), which never grows:
 * the caller sizes it. search() gives the empty pool's losers and, per first letter, 2 where
 * seat 0 does not lose after it (1 where it does); stats: pools expanded, questions asked,
 * holders read, pools in the table. -1: the table or the scratch space ran out.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct { uint64_t lo, hi; } pkey;
typedef struct {
    int letters, classes, n;
    const uint8_t *cnt;      /* classes x letters */
    const uint8_t *len;      /* classes */
    const uint8_t *lx;       /* per class: its distinct letters, list */
    const int32_t *lx_at;    /* classes + 1 offsets into lx */
    pkey stride[64];
    /* hash table */
    pkey *keys; uint8_t *used; uint8_t *good; uint8_t *known; uint8_t *val;
    uint64_t cap, size;
    int32_t *arena; int64_t arena_cap, top;
    long long expanded, questions, holders_read;
    int failed;
    uint8_t word_mask[64]; /* loser mask of a word of length L */
} S_t;

static inline uint64_t hkey(pkey k) {
    uint64_t h = k.lo * 0x9E3779B97F4A7C15ULL ^ (k.hi + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
    return h ^ (h >> 29);
}
static uint64_t node_of(S_t *S, pkey k) {
    uint64_t m = S->cap - 1, i = hkey(k) & m;
    while (S->used[i]) {
        if (S->keys[i].lo == k.lo && S->keys[i].hi == k.hi) return i;
        i = (i + 1) & m;
    }
    if (2 * (S->size + 1) > S->cap) S->failed = 1; /* kept below half full */
    S->used[i] = 1; S->keys[i] = k; S->size++;
    return i;
}
static inline pkey kadd(pkey a, pkey b) { pkey r; r.lo = a.lo + b.lo; r.hi = a.hi + b.hi + (r.lo < a.lo); return r; }

static int holds(S_t *S, uint8_t *pc, pkey key, int k, const int32_t *H, int nh, int seat);

/* children of pool (pc, k) from its holders: letters[c], their bucket offsets/sizes in arena, settled mask or 0 */
typedef struct { int x; int32_t at, n; int settled; } child_t;

static int make_children(S_t *S, const uint8_t *pc, int k, const int32_t *H, int nh, child_t *ch) {
    int32_t cnt[64] = {0};
    S->holders_read += nh;
    for (int j = 0; j < nh; j++) {
        int i = H[j];
        const uint8_t *c = S->cnt + (size_t)i * S->letters;
        for (int32_t t = S->lx_at[i]; t < S->lx_at[i + 1]; t++) {
            int x = S->lx[t];
            cnt[x] += c[x] > pc[x];
        }
    }
    int nc = 0; int64_t base = S->top; int32_t off[64];
    for (int x = 0; x < S->letters; x++) if (cnt[x]) { off[x] = (int32_t)(S->top - base); ch[nc].x = x; ch[nc].at = (int32_t)S->top; ch[nc].n = cnt[x]; S->top += cnt[x]; nc++; }
    if (S->top > S->arena_cap) { S->failed = 1; S->top = base; return 0; }
    int32_t fill[64] = {0};
    for (int j = 0; j < nh; j++) {
        int i = H[j];
        const uint8_t *c = S->cnt + (size_t)i * S->letters;
        for (int32_t t = S->lx_at[i]; t < S->lx_at[i + 1]; t++) {
            int x = S->lx[t];
            if (c[x] > pc[x]) S->arena[base + off[x] + fill[x]++] = i;
        }
    }
    for (int c = 0; c < nc; c++) {
        int settled = 0;
        const int32_t *b = S->arena + ch[c].at;
        for (int j = 0; j < ch[c].n; j++) if (S->len[b[j]] == k + 1) { settled = S->word_mask[k + 1]; break; }
        if (!settled && ch[c].n == 1) settled = S->word_mask[S->len[b[0]]];
        ch[c].settled = settled;
    }
    /* settled first, then fewest holders */
    for (int a = 1; a < nc; a++) {
        child_t t = ch[a]; int b = a - 1;
        long ka = (t.settled ? 0 : 1L << 40) + t.n;
        while (b >= 0 && ((ch[b].settled ? 0 : 1L << 40) + ch[b].n) > ka) { ch[b + 1] = ch[b]; b--; }
        ch[b + 1] = t;
    }
    return nc;
}

static int child_holds(S_t *S, uint8_t *pc, pkey key, int k, child_t *c, int seat) {
    if (c->settled) return c->settled >> seat & 1;
    pc[c->x]++;
    int r = holds(S, pc, kadd(key, S->stride[c->x]), k + 1, S->arena + c->at, c->n, seat);
    pc[c->x]--;
    return r;
}

static int holds(S_t *S, uint8_t *pc, pkey key, int k, const int32_t *H, int nh, int seat) {
    uint64_t node = node_of(S, key);
    if (S->failed) return 0;
    if (S->known[node] >> seat & 1) return S->val[node] >> seat & 1;
    S->questions++;
    int64_t top = S->top;
    child_t ch[64];
    int nc = make_children(S, pc, k, H, nh, ch);
    if (!S->good[node]) S->expanded++;
    int p = k % S->n, r = 0;
    if (!S->good[node]) {
        int g = 2;
        for (int c = 0; c < nc; c++) if (!child_holds(S, pc, key, k, &ch[c], p)) { g = 1; break; }
        node = node_of(S, key); /* table does not move: fine */
        S->good[node] = (uint8_t)g;
    }
    if (S->good[node] == 1) {
        if (seat != p)
            for (int c = 0; c < nc && !r; c++)
                r = !child_holds(S, pc, key, k, &ch[c], p) && child_holds(S, pc, key, k, &ch[c], seat);
    } else {
        r = seat == p;
        for (int c = 0; c < nc && !r; c++) r = child_holds(S, pc, key, k, &ch[c], seat);
    }
    S->top = top;
    S->known[node] |= (uint8_t)(1 << seat);
    if (r) S->val[node] |= (uint8_t)(1 << seat);
    return r;
}

/* out: losers mask of the root; first[x]: 1 if seat 0 not among losers after first letter x, 2 if no such letter */
int search(int letters, int classes, int n, const uint8_t *cnt, const uint8_t *len, const uint64_t *stride_lohi,
           const uint8_t *word_mask, int log2cap, uint8_t *first, long long *stats) {
    S_t S; memset(&S, 0, sizeof S);
    S.letters = letters; S.classes = classes; S.n = n; S.cnt = cnt; S.len = len;
    for (int x = 0; x < letters; x++) { S.stride[x].lo = stride_lohi[2 * x]; S.stride[x].hi = stride_lohi[2 * x + 1]; }
    memcpy(S.word_mask, word_mask, 64);
    int32_t *lx_at = malloc(sizeof(int32_t) * (classes + 1)); uint8_t *lx = malloc((size_t)classes * letters);
    int32_t t = 0;
    for (int i = 0; i < classes; i++) { lx_at[i] = t; for (int x = 0; x < letters; x++) if (cnt[(size_t)i * letters + x]) lx[t++] = (uint8_t)x; }
    lx_at[classes] = t; S.lx = lx; S.lx_at = lx_at;
    S.cap = 1ULL << log2cap;
    S.keys = malloc(sizeof(pkey) * S.cap); S.used = calloc(S.cap, 1); S.good = calloc(S.cap, 1); S.known = calloc(S.cap, 1); S.val = calloc(S.cap, 1);
    S.arena_cap = (int64_t)classes * 40 + 1000000; S.arena = malloc(sizeof(int32_t) * S.arena_cap);
    int32_t *all = malloc(sizeof(int32_t) * classes);
    for (int i = 0; i < classes; i++) all[i] = i;
    uint8_t pc[64] = {0}; pkey zero = {0, 0};
    int root = 0;
    for (int s = 0; s < n; s++) root |= holds(&S, pc, zero, 0, all, classes, s) << s;
    child_t ch[64];
    int nc = make_children(&S, pc, 0, all, classes, ch);
    memset(first, 0, 64);
    for (int c = 0; c < nc; c++) first[ch[c].x] = 1 + !child_holds(&S, pc, zero, 0, &ch[c], 0);
    if (S.failed) root = -1;
    stats[0] = S.expanded; stats[1] = S.questions; stats[2] = S.holders_read; stats[3] = (long long)S.size;
    free(S.keys); free(S.used); free(S.good); free(S.known); free(S.val); free(S.arena); free(all); free(lx); free(lx_at);
    return root;
}
