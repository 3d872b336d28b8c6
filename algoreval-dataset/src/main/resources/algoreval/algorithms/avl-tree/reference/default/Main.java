import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

public class Main {
    static class AVLTree {
        private static class Node {
            int key;
            int height = 1;
            Node left, right;

            Node(int key) {
                this.key = key;
            }
        }

        private Node root;

        private static int height(Node node) {
            return node == null ? 0 : node.height;
        }

        private static void update(Node node) {
            node.height = 1 + Math.max(height(node.left), height(node.right));
        }

        private static int balance(Node node) {
            return height(node.left) - height(node.right);
        }

        private static Node rotateRight(Node y) {
            Node x = y.left;
            y.left = x.right;
            x.right = y;
            update(y);
            update(x);
            return x;
        }

        private static Node rotateLeft(Node x) {
            Node y = x.right;
            x.right = y.left;
            y.left = x;
            update(x);
            update(y);
            return y;
        }

        private static Node rebalance(Node node) {
            update(node);
            if (balance(node) > 1) {
                if (balance(node.left) < 0) node.left = rotateLeft(node.left);
                return rotateRight(node);
            }
            if (balance(node) < -1) {
                if (balance(node.right) > 0) node.right = rotateRight(node.right);
                return rotateLeft(node);
            }
            return node;
        }

        void insert(int key) {
            root = insert(root, key);
        }

        private static Node insert(Node node, int key) {
            if (node == null) return new Node(key);
            if (key < node.key) {
                node.left = insert(node.left, key);
            } else if (key > node.key) {
                node.right = insert(node.right, key);
            } else {
                return node;
            }
            return rebalance(node);
        }

        void remove(int key) {
            root = remove(root, key);
        }

        private static Node remove(Node node, int key) {
            if (node == null) return null;
            if (key < node.key) {
                node.left = remove(node.left, key);
            } else if (key > node.key) {
                node.right = remove(node.right, key);
            } else if (node.left == null || node.right == null) {
                return node.left != null ? node.left : node.right;
            } else {
                Node successor = node.right;
                while (successor.left != null) successor = successor.left;
                node.key = successor.key;
                node.right = remove(node.right, successor.key);
            }
            return rebalance(node);
        }

        List<int[]> preorder() {
            List<int[]> result = new ArrayList<>();
            visit(root, result);
            return result;
        }

        private static void visit(Node node, List<int[]> out) {
            if (node == null) return;
            out.add(new int[] {node.key, node.height});
            visit(node.left, out);
            visit(node.right, out);
        }
    }

    static void printPreorder(AVLTree tree) {
        StringJoiner line = new StringJoiner(" ");
        for (int[] kh : tree.preorder()) line.add(kh[0] + ":" + kh[1]);
        System.out.println(line);
    }

    public static void main(String[] args) {
        int[] inserts = {50, 30, 70, 20, 40, 10, 60, 80, 90, 35, 37, 65, 62, 55, 45, 40, 85};
        int[] removals = {20, 50, 37, 90, 99, 60, 80, 85};
        AVLTree tree = new AVLTree();
        for (int key : inserts) tree.insert(key);
        printPreorder(tree);
        for (int key : removals) tree.remove(key);
        printPreorder(tree);
    }
}
