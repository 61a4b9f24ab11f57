/* One level of Anaghost's analysis in C: see pool_levels.py, which calls it and holds the
 * same pass in Python (level_pass_py), the reference the tests compare it with.
 *
 * A pool is a number: its count of each letter a digit in a mixed radix (letter x's digit
 * has radix[x] values and weighs stride[x]), so that the pool less one x is the number less
 * stride[x]. A level is the sorted numbers of its pools and a byte per pool, the seats that
 * lose with perfect play (the loser mask). The children of level k + 1 less one letter x, in
 * their order, are an ascending stream for each x; merging the streams (and the counting
 * words of level k, one more stream) gives level k in order, each parent once, with the masks
 * of all its children at hand: the rule of solver.py gives its own.
 *
 * Why C: the Python passes spend a hash-table store per parent made (21 million on the family
 * list, 270 million on ENABLE), seconds at best; here a parent costs a few comparisons.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>

/* the next child at or after i that holds letter x (bit x of its letters), or n */
static Py_ssize_t next_with(const uint64_t *held, Py_ssize_t i, Py_ssize_t n, Py_ssize_t x) {
    while (i < n && !(held[i] >> x & 1))
        i++;
    return i;
}

/* the letters each child holds, a bit each: its digits above 0 (a mask per digit when every
 * radix is a power of two, else a division per digit) */
static void letters_held(const uint64_t *ch, Py_ssize_t n, const uint64_t *stride,
                         const uint8_t *radix, Py_ssize_t letters, uint64_t *held) {
    int fields = 1;
    for (Py_ssize_t x = 0; x < letters; x++)
        if (radix[x] & (radix[x] - 1))
            fields = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        uint64_t v = ch[i], bits = 0;
        for (Py_ssize_t x = 0; x < letters; x++) {
            if (fields) {
                if (v & (stride[x] * (uint64_t)(radix[x] - 1)))
                    bits |= (uint64_t)1 << x;
            } else {
                if (v % radix[x])
                    bits |= (uint64_t)1 << x;
                v /= radix[x];
            }
        }
        held[i] = bits;
    }
}

/* level_pass(children, masks, strides, radices, words, word_mask, seat) -> (pools, masks)
 *
 * children: level k + 1, sorted uint64 pools (native byte order); masks: a loser mask per
 * child; strides (uint64) and radices (uint8): one per letter; words: level k's counting
 * words, sorted uint64 pools; word_mask: the seats that lose when one of them is completed;
 * seat: the seat to move at level k. Gives level k: every parent of a child and every word,
 * sorted, and their loser masks (a word's is word_mask, whatever its children). */
static PyObject *level_pass(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer cb, mb, sb, rb, wb;
    int word_mask, seat;
    PyObject *result = NULL;
    if (!PyArg_ParseTuple(args, "y*y*y*y*y*ii", &cb, &mb, &sb, &rb, &wb, &word_mask, &seat))
        return NULL;
    const uint64_t *ch = (const uint64_t *)cb.buf;
    const uint8_t *cm = (const uint8_t *)mb.buf;
    const uint64_t *stride = (const uint64_t *)sb.buf;
    const uint8_t *radix = (const uint8_t *)rb.buf;
    const uint64_t *wd = (const uint64_t *)wb.buf;
    Py_ssize_t n = cb.len / 8, nw = wb.len / 8, letters = sb.len / 8;
    Py_ssize_t *pos = NULL, m = 0, cap = n + nw + 16;
    uint64_t *head = NULL, *out = NULL, *held = NULL;
    uint8_t *out_mask = NULL;
    int failed = 0;
    if (cb.len % 8 || wb.len % 8 || sb.len % 8 || mb.len != n || rb.len != letters ||
        letters > 64 || seat < 0 || seat > 7 || word_mask < 0 || word_mask > 255) {
        PyErr_SetString(PyExc_ValueError, "level_pass: arrays of mismatched sizes");
        goto done;
    }
    /* the strides are the radices' running products: letter 0 the lowest digit */
    for (Py_ssize_t x = 0; x < letters; x++) {
        if (radix[x] < 2 || stride[x] != (x ? stride[x - 1] * radix[x - 1] : 1) ||
            stride[x] > UINT64_MAX / radix[x]) {
            PyErr_SetString(PyExc_ValueError, "level_pass: strides that are not the radices' products");
            goto done;
        }
    }
    pos = (Py_ssize_t *)malloc(sizeof(Py_ssize_t) * (letters + 1));
    head = (uint64_t *)malloc(sizeof(uint64_t) * (letters + 1));
    out = (uint64_t *)malloc(sizeof(uint64_t) * cap);
    out_mask = (uint8_t *)malloc(cap);
    held = (uint64_t *)malloc(sizeof(uint64_t) * (n ? n : 1));
    if (!pos || !head || !out || !out_mask || !held) {
        PyErr_NoMemory();
        goto done;
    }
    /* UINT64_MAX ends a stream: no pool is that large (the radices' product is below it) */
    const uint64_t none = UINT64_MAX;
    const uint8_t bit = (uint8_t)(1u << seat);
    Py_BEGIN_ALLOW_THREADS
    letters_held(ch, n, stride, radix, letters, held);
    for (Py_ssize_t x = 0; x < letters; x++) {
        pos[x] = next_with(held, 0, n, x);
        head[x] = pos[x] < n ? ch[pos[x]] - stride[x] : none;
    }
    pos[letters] = 0;
    head[letters] = nw ? wd[0] : none;
    for (;;) {
        uint64_t least = none;
        for (Py_ssize_t x = 0; x <= letters; x++)
            if (head[x] < least)
                least = head[x];
        if (least == none)
            break;
        /* escape: the masks of the children without the seat to move; all: every child's */
        uint8_t escape = 0, all = 0, word = 0;
        for (Py_ssize_t x = 0; x < letters; x++) {
            while (head[x] == least) {
                uint8_t v = cm[pos[x]];
                all |= v;
                if (!(v & bit))
                    escape |= v;
                pos[x] = next_with(held, pos[x] + 1, n, x);
                head[x] = pos[x] < n ? ch[pos[x]] - stride[x] : none;
            }
        }
        if (head[letters] == least) {
            word = 1;
            pos[letters]++;
            head[letters] = pos[letters] < nw ? wd[pos[letters]] : none;
        }
        if (m == cap) {
            Py_ssize_t more = cap * 2;
            uint64_t *o = (uint64_t *)realloc(out, sizeof(uint64_t) * more);
            if (o)
                out = o;
            uint8_t *om = o ? (uint8_t *)realloc(out_mask, more) : NULL;
            if (!om) {
                failed = 1;
                break;
            }
            out_mask = om;
            cap = more;
        }
        out[m] = least;
        out_mask[m] = word ? (uint8_t)word_mask : (escape ? escape : all);
        m++;
    }
    Py_END_ALLOW_THREADS
    if (failed) {
        PyErr_NoMemory();
        goto done;
    }
    result = Py_BuildValue("(y#y#)", (const char *)out, m * 8, (const char *)out_mask, m);
done:
    free(pos);
    free(head);
    free(out);
    free(out_mask);
    free(held);
    PyBuffer_Release(&cb);
    PyBuffer_Release(&mb);
    PyBuffer_Release(&sb);
    PyBuffer_Release(&rb);
    PyBuffer_Release(&wb);
    return result;
}

static PyMethodDef methods[] = {
    {"level_pass", level_pass, METH_VARARGS,
     "level_pass(children, masks, strides, radices, words, word_mask, seat) -> (pools, masks)"},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "pool_pass",
                                    "Anaghost's level pass (see pool_levels.py).", -1, methods,
                                    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit_pool_pass(void) { return PyModule_Create(&module); }
