#include <algorithm>
#include <iostream>
#include <memory>
#include <utility>
#include <vector>

class AVLTree {
public:
    void insert(int key) { root_ = insert(std::move(root_), key); }

    void remove(int key) { root_ = remove(std::move(root_), key); }

    std::vector<std::pair<int, int>> preorder() const {
        std::vector<std::pair<int, int>> result;
        visit(root_.get(), result);
        return result;
    }

private:
    struct Node {
        int key;
        int height = 1;
        std::unique_ptr<Node> left, right;
        explicit Node(int k) : key(k) {}
    };
    using Ptr = std::unique_ptr<Node>;

    Ptr root_;

    static int height(const Ptr& node) { return node ? node->height : 0; }

    static void update(Node& node) { node.height = 1 + std::max(height(node.left), height(node.right)); }

    static int balance(const Ptr& node) { return height(node->left) - height(node->right); }

    static Ptr rotateRight(Ptr y) {
        Ptr x = std::move(y->left);
        y->left = std::move(x->right);
        update(*y);
        x->right = std::move(y);
        update(*x);
        return x;
    }

    static Ptr rotateLeft(Ptr x) {
        Ptr y = std::move(x->right);
        x->right = std::move(y->left);
        update(*x);
        y->left = std::move(x);
        update(*y);
        return y;
    }

    static Ptr rebalance(Ptr node) {
        update(*node);
        if (balance(node) > 1) {
            if (balance(node->left) < 0) node->left = rotateLeft(std::move(node->left));
            return rotateRight(std::move(node));
        }
        if (balance(node) < -1) {
            if (balance(node->right) > 0) node->right = rotateRight(std::move(node->right));
            return rotateLeft(std::move(node));
        }
        return node;
    }

    static Ptr insert(Ptr node, int key) {
        if (!node) return std::make_unique<Node>(key);
        if (key < node->key) {
            node->left = insert(std::move(node->left), key);
        } else if (key > node->key) {
            node->right = insert(std::move(node->right), key);
        } else {
            return node;
        }
        return rebalance(std::move(node));
    }

    static Ptr remove(Ptr node, int key) {
        if (!node) return nullptr;
        if (key < node->key) {
            node->left = remove(std::move(node->left), key);
        } else if (key > node->key) {
            node->right = remove(std::move(node->right), key);
        } else if (!node->left || !node->right) {
            return node->left ? std::move(node->left) : std::move(node->right);
        } else {
            const Node* successor = node->right.get();
            while (successor->left) successor = successor->left.get();
            node->key = successor->key;
            node->right = remove(std::move(node->right), node->key);
        }
        return rebalance(std::move(node));
    }

    static void visit(const Node* node, std::vector<std::pair<int, int>>& out) {
        if (!node) return;
        out.emplace_back(node->key, node->height);
        visit(node->left.get(), out);
        visit(node->right.get(), out);
    }
};

static void printPreorder(const AVLTree& tree) {
    bool first = true;
    for (const auto& [key, h] : tree.preorder()) {
        std::cout << (first ? "" : " ") << key << ":" << h;
        first = false;
    }
    std::cout << "\n";
}

int main() {
    std::vector<int> inserts = {50, 30, 70, 20, 40, 10, 60, 80, 90, 35, 37, 65, 62, 55, 45, 40, 85};
    std::vector<int> removals = {20, 50, 37, 90, 99, 60, 80, 85};
    AVLTree tree;
    for (int key : inserts) tree.insert(key);
    printPreorder(tree);
    for (int key : removals) tree.remove(key);
    printPreorder(tree);
    return 0;
}
