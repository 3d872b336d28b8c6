#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ALPHABET 128
#define MAX_NODES (2 * ALPHABET)

typedef struct { char key; char *value; } CharStringEntry;

/* codes[c] receives the canonical code of character c ("" for characters absent from text). */
static void huffmanCodesTable(const char *text, char codes[ALPHABET][ALPHABET]) {
    long weight[MAX_NODES];
    int parent[MAX_NODES], active[MAX_NODES], leafOf[ALPHABET];
    int nodes = 0;
    long counts[ALPHABET] = {0};
    for (const char *p = text; *p; p++) counts[(unsigned char)*p]++;
    for (int c = 0; c < ALPHABET; c++) {
        leafOf[c] = -1;
        codes[c][0] = '\0';
        if (counts[c] > 0) {
            leafOf[c] = nodes;
            weight[nodes] = counts[c];
            parent[nodes] = -1;
            active[nodes] = 1;
            nodes++;
        }
    }
    /* Merge the two lightest active subtrees until one tree remains. */
    for (int remaining = nodes; remaining > 1; remaining--) {
        int first = -1, second = -1;
        for (int i = 0; i < nodes; i++) {
            if (!active[i]) continue;
            if (first < 0 || weight[i] < weight[first]) {
                second = first;
                first = i;
            } else if (second < 0 || weight[i] < weight[second]) {
                second = i;
            }
        }
        weight[nodes] = weight[first] + weight[second];
        parent[nodes] = -1;
        active[nodes] = 1;
        parent[first] = parent[second] = nodes;
        active[first] = active[second] = 0;
        nodes++;
    }

    int length[ALPHABET] = {0};
    int order[ALPHABET], symbols = 0;
    for (int c = 0; c < ALPHABET; c++) {
        if (leafOf[c] < 0) continue;
        for (int v = leafOf[c]; parent[v] >= 0; v = parent[v]) length[c]++;
        if (length[c] == 0) length[c] = 1;
        order[symbols++] = c;
    }
    /* Canonical order: by length, then by character (insertion sort keeps it simple). */
    for (int i = 1; i < symbols; i++) {
        int c = order[i], j = i - 1;
        while (j >= 0 && length[order[j]] > length[c]) {
            order[j + 1] = order[j];
            j--;
        }
        order[j + 1] = c;
    }
    unsigned long code = 0;
    int prevLen = 0;
    for (int i = 0; i < symbols; i++) {
        int c = order[i];
        code <<= length[c] - prevLen;
        for (int b = 0; b < length[c]; b++) {
            codes[c][b] = ((code >> (length[c] - 1 - b)) & 1) ? '1' : '0';
        }
        codes[c][length[c]] = '\0';
        prevLen = length[c];
        code++;
    }
}

/* Returns a newly allocated bit string; the caller frees it. */
static char *huffmanEncodeTable(const char *text, char codes[ALPHABET][ALPHABET]) {
    size_t total = 0;
    for (const char *p = text; *p; p++) total += strlen(codes[(unsigned char)*p]);
    char *out = malloc(total + 1);
    out[0] = '\0';
    char *end = out;
    for (const char *p = text; *p; p++) {
        const char *code = codes[(unsigned char)*p];
        size_t len = strlen(code);
        memcpy(end, code, len);
        end += len;
    }
    *end = '\0';
    return out;
}

/* The interface: the table as a malloc'd array of entries (the caller frees it and each code). */
CharStringEntry *huffmanCodes(const char *text, int *returnSize) {
    static char table[ALPHABET][ALPHABET];
    huffmanCodesTable(text, table);
    CharStringEntry *entries = malloc(ALPHABET * sizeof *entries);
    int n = 0;
    for (int c = 0; c < ALPHABET; c++) {
        if (table[c][0] != '\0') {
            entries[n].key = (char) c;
            entries[n].value = malloc(strlen(table[c]) + 1);
            strcpy(entries[n].value, table[c]);
            n++;
        }
    }
    *returnSize = n;
    return entries;
}

char *huffmanEncode(const char *text, const CharStringEntry *codes, int codesSize) {
    static char table[ALPHABET][ALPHABET];
    memset(table, 0, sizeof table);
    for (int i = 0; i < codesSize; i++) {
        strcpy(table[(unsigned char) codes[i].key], codes[i].value);
    }
    return huffmanEncodeTable(text, table);
}

int main(void) {
    const char *text = "ffabdddadgcbfaafgdadddadbffaafdagebcb";
    static char codes[ALPHABET][ALPHABET];
    huffmanCodesTable(text, codes);
    for (int c = 0; c < ALPHABET; c++) {
        if (codes[c][0] != '\0') printf("%c %s\n", c, codes[c]);
    }
    char *encoded = huffmanEncodeTable(text, codes);
    printf("%zu\n%s\n", strlen(encoded), encoded);
    free(encoded);
    return 0;
}
