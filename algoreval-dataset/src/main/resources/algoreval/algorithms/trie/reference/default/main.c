#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#define ALPHABET 26

typedef struct TrieNode {
    struct TrieNode *children[ALPHABET];
    bool isWord;
    int wordsBelow; /* number of stored words that pass through (or end at) this node */
} TrieNode;

typedef struct {
    TrieNode *root;
} Trie;

static TrieNode *nodeCreate(void) {
    return calloc(1, sizeof(TrieNode));
}

static void nodeFree(TrieNode *node) {
    if (node == NULL) return;
    for (int i = 0; i < ALPHABET; i++) nodeFree(node->children[i]);
    free(node);
}

Trie *trieCreate(void) {
    Trie *trie = malloc(sizeof(Trie));
    trie->root = nodeCreate();
    return trie;
}

void trieFree(Trie *trie) {
    nodeFree(trie->root);
    free(trie);
}

static TrieNode *walk(const Trie *trie, const char *s) {
    TrieNode *node = trie->root;
    for (; *s != '\0' && node != NULL; s++) {
        node = node->children[*s - 'a'];
    }
    return node;
}

bool trieSearch(const Trie *trie, const char *word) {
    TrieNode *node = walk(trie, word);
    return node != NULL && node->isWord;
}

bool trieStartsWith(const Trie *trie, const char *prefix) {
    return walk(trie, prefix) != NULL;
}

int trieCountPrefix(const Trie *trie, const char *prefix) {
    TrieNode *node = walk(trie, prefix);
    return node == NULL ? 0 : node->wordsBelow;
}

void trieInsert(Trie *trie, const char *word) {
    if (trieSearch(trie, word)) return;
    TrieNode *node = trie->root;
    node->wordsBelow++;
    for (const char *p = word; *p != '\0'; p++) {
        int c = *p - 'a';
        if (node->children[c] == NULL) node->children[c] = nodeCreate();
        node = node->children[c];
        node->wordsBelow++;
    }
    node->isWord = true;
}

/* The AlgoREval+ interface: new/free and the trie first in every method, as the functions above. */
Trie *newTrie(void) { return trieCreate(); }

void insert(Trie *obj, const char *word) { trieInsert(obj, word); }

bool search(Trie *obj, const char *word) { return trieSearch(obj, word); }

bool startsWith(Trie *obj, const char *prefix) { return trieStartsWith(obj, prefix); }

int countPrefix(Trie *obj, const char *prefix) { return trieCountPrefix(obj, prefix); }

void freeTrie(Trie *obj) { trieFree(obj); }

int main(void) {
    const char *words[] = {"apple", "app", "application", "apt", "bat", "batch", "bath", "banana", "band", "app"};
    const char *queries[] = {"app", "appl", "ap", "bat", "ba", "banana", "bananas", "band", "c", "a"};
    int numWords = (int)(sizeof(words) / sizeof(words[0]));
    int numQueries = (int)(sizeof(queries) / sizeof(queries[0]));
    Trie *trie = trieCreate();
    for (int i = 0; i < numWords; i++) trieInsert(trie, words[i]);
    for (int i = 0; i < numQueries; i++) {
        const char *q = queries[i];
        printf("%s %s %s %d\n", q, trieSearch(trie, q) ? "true" : "false",
               trieStartsWith(trie, q) ? "true" : "false", trieCountPrefix(trie, q));
    }
    trieFree(trie);
    return 0;
}
