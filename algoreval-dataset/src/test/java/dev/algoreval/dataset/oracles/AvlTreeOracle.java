package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * A different route to the same AVL tree: parent-linked nodes without stored heights (every height
 * is recomputed from scratch), and rebalancing by Goodrich-Tamassia trinode restructuring (sort the
 * unbalanced node z, its taller child y and y's taller child x; the middle one becomes the subtree
 * root over the four remaining subtrees in order) instead of rotations.
 */
public final class AvlTreeOracle implements Oracle {
    private static final class Node {
        int key;
        Node left;
        Node right;
        Node parent;

        Node(int key, Node parent) {
            this.key = key;
            this.parent = parent;
        }
    }

    private Node root;

    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        root = null;
        for (int key : input.ints("inserts")) {
            insert(key);
        }
        String first = preorder();
        for (int key : input.ints("removals")) {
            remove(key);
        }
        return first + preorder();
    }

    private static int height(Node n) {
        return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right));
    }

    private static boolean unbalanced(Node n) {
        return Math.abs(height(n.left) - height(n.right)) > 1;
    }

    private void insert(int key) {
        Node parent = null;
        Node cur = root;
        while (cur != null) {
            if (key == cur.key) {
                return;
            }
            parent = cur;
            cur = key < cur.key ? cur.left : cur.right;
        }
        Node added = new Node(key, parent);
        if (parent == null) {
            root = added;
        } else if (key < parent.key) {
            parent.left = added;
        } else {
            parent.right = added;
        }
        // After an insertion one restructuring at the lowest unbalanced ancestor suffices.
        for (Node z = parent; z != null; z = z.parent) {
            if (unbalanced(z)) {
                restructure(z);
                break;
            }
        }
        check();
    }

    private void remove(int key) {
        Node n = root;
        while (n != null && n.key != key) {
            n = key < n.key ? n.left : n.right;
        }
        if (n == null) {
            return;
        }
        if (n.left != null && n.right != null) {
            Node successor = n.right;
            while (successor.left != null) {
                successor = successor.left;
            }
            n.key = successor.key;
            n = successor;
        }
        Node child = n.left != null ? n.left : n.right;
        replace(n, child);
        // After a deletion every unbalanced ancestor up to the root is restructured.
        for (Node z = n.parent; z != null; z = z.parent) {
            if (unbalanced(z)) {
                z = restructure(z);
            }
        }
        check();
    }

    private void replace(Node old, Node by) {
        Node parent = old.parent;
        if (by != null) {
            by.parent = parent;
        }
        if (parent == null) {
            root = by;
        } else if (parent.left == old) {
            parent.left = by;
        } else {
            parent.right = by;
        }
    }

    /** Restructures at z and returns the new root of that subtree. */
    private Node restructure(Node z) {
        Node y = taller(z, null);
        Node x = taller(y, z.left == y);
        Node a;
        Node b;
        Node c;
        Node t0;
        Node t1;
        Node t2;
        Node t3;
        if (z.left == y && y.left == x) {
            a = x; b = y; c = z; t0 = x.left; t1 = x.right; t2 = y.right; t3 = z.right;
        } else if (z.left == y) {
            a = y; b = x; c = z; t0 = y.left; t1 = x.left; t2 = x.right; t3 = z.right;
        } else if (y.right == x) {
            a = z; b = y; c = x; t0 = z.left; t1 = y.left; t2 = x.left; t3 = x.right;
        } else {
            a = z; b = x; c = y; t0 = z.left; t1 = x.left; t2 = x.right; t3 = y.right;
        }
        replace(z, b);
        link(b, a, true);
        link(b, c, false);
        link(a, t0, true);
        link(a, t1, false);
        link(c, t2, true);
        link(c, t3, false);
        return b;
    }

    /** The taller child; on a tie the child on the preferred side (left if preferLeft). */
    private static Node taller(Node n, Boolean preferLeft) {
        int hl = height(n.left);
        int hr = height(n.right);
        if (hl != hr) {
            return hl > hr ? n.left : n.right;
        }
        if (preferLeft == null) {
            throw new IllegalStateException("unbalanced node with equal child heights");
        }
        return preferLeft ? n.left : n.right;
    }

    private static void link(Node parent, Node child, boolean asLeft) {
        if (asLeft) {
            parent.left = child;
        } else {
            parent.right = child;
        }
        if (child != null) {
            child.parent = parent;
        }
    }

    private void check() {
        List<Node> all = new ArrayList<>();
        collect(root, all);
        for (Node n : all) {
            if (unbalanced(n)) {
                throw new IllegalStateException("not an AVL tree at " + n.key);
            }
        }
    }

    private static void collect(Node n, List<Node> out) {
        if (n != null) {
            out.add(n);
            collect(n.left, out);
            collect(n.right, out);
        }
    }

    private String preorder() {
        List<Node> nodes = new ArrayList<>();
        collect(root, nodes);
        StringJoiner line = new StringJoiner(" ", "", "\n");
        for (Node n : nodes) {
            line.add(n.key + ":" + height(n));
        }
        return line.toString();
    }
}
