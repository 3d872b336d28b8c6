#include <stdio.h>
#include <stdlib.h>

typedef struct Node {
    int key;
    int height;
    struct Node *left, *right;
} Node;

typedef struct {
    Node *root;
} AVLTree;

static int height(const Node *node) { return node ? node->height : 0; }

static void update(Node *node) {
    int hl = height(node->left), hr = height(node->right);
    node->height = 1 + (hl > hr ? hl : hr);
}

static int balance(const Node *node) { return height(node->left) - height(node->right); }

static Node *rotateRight(Node *y) {
    Node *x = y->left;
    y->left = x->right;
    x->right = y;
    update(y);
    update(x);
    return x;
}

static Node *rotateLeft(Node *x) {
    Node *y = x->right;
    x->right = y->left;
    y->left = x;
    update(x);
    update(y);
    return y;
}

static Node *rebalance(Node *node) {
    update(node);
    if (balance(node) > 1) {
        if (balance(node->left) < 0) node->left = rotateLeft(node->left);
        return rotateRight(node);
    }
    if (balance(node) < -1) {
        if (balance(node->right) > 0) node->right = rotateRight(node->right);
        return rotateLeft(node);
    }
    return node;
}

static Node *insertNode(Node *node, int key) {
    if (node == NULL) {
        Node *n = malloc(sizeof(Node));
        n->key = key;
        n->height = 1;
        n->left = n->right = NULL;
        return n;
    }
    if (key < node->key) {
        node->left = insertNode(node->left, key);
    } else if (key > node->key) {
        node->right = insertNode(node->right, key);
    } else {
        return node;
    }
    return rebalance(node);
}

static Node *removeNode(Node *node, int key) {
    if (node == NULL) return NULL;
    if (key < node->key) {
        node->left = removeNode(node->left, key);
    } else if (key > node->key) {
        node->right = removeNode(node->right, key);
    } else if (node->left == NULL || node->right == NULL) {
        Node *child = node->left ? node->left : node->right;
        free(node);
        return child;
    } else {
        Node *successor = node->right;
        while (successor->left) successor = successor->left;
        node->key = successor->key;
        node->right = removeNode(node->right, successor->key);
    }
    return rebalance(node);
}

void avlInsert(AVLTree *tree, int key) { tree->root = insertNode(tree->root, key); }

void avlRemove(AVLTree *tree, int key) { tree->root = removeNode(tree->root, key); }

/* Writes the (key, height) pairs in pre-order into keys/heights and returns how many were written. */
static int preorderNode(const Node *node, int *keys, int *heights, int count) {
    if (node == NULL) return count;
    keys[count] = node->key;
    heights[count] = node->height;
    count++;
    count = preorderNode(node->left, keys, heights, count);
    return preorderNode(node->right, keys, heights, count);
}

int avlPreorder(const AVLTree *tree, int *keys, int *heights) {
    return preorderNode(tree->root, keys, heights, 0);
}

static void freeNode(Node *node) {
    if (node == NULL) return;
    freeNode(node->left);
    freeNode(node->right);
    free(node);
}

/* The AlgoREval+ interface: new/free, the tree first in every method, and remove under the name
 * aVLTreeRemove, since stdio.h already declares remove. preorder() returns malloc'd [key, height] rows. */
AVLTree *newAVLTree(void) { return calloc(1, sizeof(AVLTree)); }

void insert(AVLTree *obj, int key) { avlInsert(obj, key); }

void aVLTreeRemove(AVLTree *obj, int key) { avlRemove(obj, key); }

static int countNodes(const Node *node) {
    return node == NULL ? 0 : 1 + countNodes(node->left) + countNodes(node->right);
}

int **preorder(AVLTree *obj, int *returnSize, int **returnColumnSizes) {
    int n = countNodes(obj->root);
    int *keys = malloc((n + 1) * sizeof(int)), *heights = malloc((n + 1) * sizeof(int));
    avlPreorder(obj, keys, heights);
    int **rows = malloc((n + 1) * sizeof *rows); /* never NULL: NULL would read as no list at all */
    *returnColumnSizes = malloc((n + 1) * sizeof(int));
    for (int i = 0; i < n; i++) {
        rows[i] = malloc(2 * sizeof(int));
        rows[i][0] = keys[i];
        rows[i][1] = heights[i];
        (*returnColumnSizes)[i] = 2;
    }
    free(keys);
    free(heights);
    *returnSize = n;
    return rows;
}

void freeAVLTree(AVLTree *obj) {
    freeNode(obj->root);
    free(obj);
}

static void printPreorder(const AVLTree *tree) {
    int keys[64], heights[64];
    int n = avlPreorder(tree, keys, heights);
    for (int i = 0; i < n; i++) {
        printf("%s%d:%d", i ? " " : "", keys[i], heights[i]);
    }
    printf("\n");
}

int main(void) {
    int inserts[] = {50, 30, 70, 20, 40, 10, 60, 80, 90, 35, 37, 65, 62, 55, 45, 40, 85};
    int removals[] = {20, 50, 37, 90, 99, 60, 80, 85};
    AVLTree tree = {NULL};
    for (size_t i = 0; i < sizeof(inserts) / sizeof(inserts[0]); i++) avlInsert(&tree, inserts[i]);
    printPreorder(&tree);
    for (size_t i = 0; i < sizeof(removals) / sizeof(removals[0]); i++) avlRemove(&tree, removals[i]);
    printPreorder(&tree);
    freeNode(tree.root);
    return 0;
}
