package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;

/**
 * AVL tree operation sequences checked through preorder() with heights, which fixes both the search
 * order and every node's balance: each rotation case on insertion and on deletion (the deletion cases
 * with a balanced child too, where the prompt's standard algorithm rotates once), deletion of a node
 * with two children by its in-order successor, absent keys, duplicates, the 32-bit extremes, a deletion
 * that rotates at several levels, and long seeded random sequences. Expected results come from
 * {@link AvlTreeOracle}.
 */
public final class AvlTreePlusTests implements PlusTestGenerator {
    static final String CASCADE = "a deletion from a minimal AVL tree rotates at several levels";

    private record Case(String name, Consumer<Run> script) {
    }

    /** One test: the oracle and the recorded calls, kept in step. */
    static final class Run {
        final AvlTreeOracle tree = new AvlTreeOracle();
        final DataStructureSession session = new DataStructureSession();

        void insert(int... keys) {
            for (int k : keys) {
                tree.insert(k);
                session.call("insert", k);
            }
        }

        void remove(int... keys) {
            for (int k : keys) {
                tree.remove(k);
                session.call("remove", k);
            }
        }

        void preorder() {
            session.ask("preorder", tree.preorder());
        }

        /** Inserts the keys one by one, asking for preorder() after each. */
        void insertShowingEach(int... keys) {
            for (int k : keys) {
                insert(k);
                preorder();
            }
        }

        void removeShowingEach(int... keys) {
            for (int k : keys) {
                remove(k);
                preorder();
            }
        }
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        for (Case c : handPicked()) {
            tests.add(run(c).session.test(c.name()));
        }
        for (Case c : random()) {
            tests.add(run(c).session.test(c.name()));
        }
        return tests;
    }

    /** The rotation cases the hand-picked tests reach (the random ones aside), for the coverage test. */
    static Map<AvlTreeOracle.Fix, Integer> handPickedFixes() {
        Map<AvlTreeOracle.Fix, Integer> all = new EnumMap<>(AvlTreeOracle.Fix.class);
        for (Case c : handPicked()) {
            run(c).tree.fixes().forEach((fix, n) -> all.merge(fix, n, Integer::sum));
        }
        return all;
    }

    /** The fixes made by the one test of that name. */
    static Map<AvlTreeOracle.Fix, Integer> fixesOf(String name) {
        return handPicked().stream().filter(c -> c.name().equals(name)).findFirst().map(c -> run(c).tree.fixes())
                .orElseThrow();
    }

    private static Run run(Case c) {
        Run r = new Run();
        c.script().accept(r);
        return r;
    }

    private static List<Case> handPicked() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("empty tree", Run::preorder));
        cases.add(new Case("removing from an empty tree", r -> {
            r.remove(7);
            r.preorder();
        }));
        cases.add(new Case("one key", r -> r.insertShowingEach(42)));
        cases.add(new Case("insert left-left: one right rotation", r -> r.insertShowingEach(30, 20, 10)));
        cases.add(new Case("insert right-right: one left rotation", r -> r.insertShowingEach(10, 20, 30)));
        cases.add(new Case("insert left-right: double rotation", r -> r.insertShowingEach(30, 10, 20)));
        cases.add(new Case("insert right-left: double rotation", r -> r.insertShowingEach(10, 30, 20)));
        cases.add(new Case("insert rotations below the root, all four cases",
                r -> r.insertShowingEach(50, 25, 75, 10, 30, 60, 90, 5, 1, 28, 29, 80, 85, 62, 61, 95, 99)));
        cases.add(new Case("ascending keys 1..31 build a perfect tree", r -> {
            for (int k = 1; k <= 31; k++) {
                r.insert(k);
            }
            r.preorder();
        }));
        cases.add(new Case("descending keys 31..1", r -> {
            for (int k = 31; k >= 1; k--) {
                r.insert(k);
            }
            r.preorder();
        }));
        cases.add(new Case("remove left: right child leans right, one left rotation", r -> {
            r.insert(20, 10, 30, 40);
            r.removeShowingEach(10);
        }));
        cases.add(new Case("remove left: right child balanced, one left rotation (not a double)", r -> {
            r.insert(20, 10, 30, 25, 35);
            r.removeShowingEach(10);
        }));
        cases.add(new Case("remove left: right child leans left, double rotation", r -> {
            r.insert(20, 10, 30, 25);
            r.removeShowingEach(10);
        }));
        cases.add(new Case("remove right: left child leans left, one right rotation", r -> {
            r.insert(20, 10, 30, 5);
            r.removeShowingEach(30);
        }));
        cases.add(new Case("remove right: left child balanced, one right rotation (not a double)", r -> {
            r.insert(20, 10, 30, 5, 15);
            r.removeShowingEach(30);
        }));
        cases.add(new Case("remove right: left child leans right, double rotation", r -> {
            r.insert(20, 10, 30, 15);
            r.removeShowingEach(30);
        }));
        cases.add(new Case("balanced-child deletions below the root", r -> {
            r.insert(50, 30, 70, 20, 40, 60, 80, 10, 25, 75, 85);
            r.preorder();
            r.removeShowingEach(40, 60);
        }));
        cases.add(new Case("remove a leaf and a node with one child", r -> {
            r.insert(40, 20, 60, 10, 30, 50, 70, 5);
            r.removeShowingEach(30, 10, 50);
        }));
        cases.add(new Case("remove a node with two children whose successor is its right child", r -> {
            r.insert(20, 10, 30, 40);
            r.removeShowingEach(20);
        }));
        cases.add(new Case("remove nodes with two children whose successor lies deeper in the right subtree", r -> {
            r.insert(50, 30, 80, 20, 40, 70, 90, 35, 45, 60, 75, 95, 65);
            r.preorder();
            r.removeShowingEach(50, 30, 60);
        }));
        cases.add(new Case("removing the successor rebalances the right subtree", r -> {
            r.insert(40, 20, 60, 10, 30, 50, 80, 5, 55, 70, 90, 95);
            r.preorder();
            r.removeShowingEach(40);
        }));
        cases.add(new Case("absent keys: smaller, larger and between the stored ones", r -> {
            r.insert(10, 20, 30, 40, 50);
            r.preorder();
            r.removeShowingEach(5, 55, 25, 35, 0);
        }));
        cases.add(new Case("duplicates leave the tree unchanged", r -> {
            r.insert(8, 4, 12, 2, 6);
            r.preorder();
            r.insertShowingEach(8, 2, 6, 12, 4);
        }));
        cases.add(new Case("negative keys and the 32-bit extremes", r -> {
            r.insertShowingEach(0, Integer.MIN_VALUE, Integer.MAX_VALUE, -1, 1, -2147483647, 2147483646, -500, 500);
            r.removeShowingEach(Integer.MIN_VALUE, 0, Integer.MAX_VALUE);
        }));
        cases.add(new Case("remove every key until empty, then insert again", r -> {
            r.insert(4, 2, 6, 1, 3, 5, 7);
            r.removeShowingEach(4, 5, 6, 2, 7, 1, 3);
            r.insertShowingEach(9, 8);
        }));
        cases.add(cascadingDeletion());
        return cases;
    }

    /**
     * A minimal (Fibonacci) AVL tree of height 9, every node leaning left, loses its largest key: the
     * path to it is the short side everywhere, so each rotation shortens a subtree that unbalances its
     * parent in turn, and the deletion rotates at several levels. Inserting the tree's keys level by
     * level builds exactly that tree, since no subtree ever leans by two on the way.
     */
    private static Case cascadingDeletion() {
        List<int[]> nodes = new ArrayList<>();
        fibonacciTree(9, new int[] {0}, nodes);
        List<Integer> levelOrder = new ArrayList<>();
        List<int[]> level = List.of(nodes.get(nodes.size() - 1));
        while (!level.isEmpty()) {
            List<int[]> next = new ArrayList<>();
            for (int[] n : level) {
                levelOrder.add(n[0]);
                for (int c = 1; c <= 2; c++) {
                    if (n[c] >= 0) {
                        next.add(nodes.get(n[c]));
                    }
                }
            }
            level = next;
        }
        int[] keys = levelOrder.stream().mapToInt(Integer::intValue).toArray();
        int largest = levelOrder.stream().mapToInt(Integer::intValue).max().orElseThrow();
        return new Case(CASCADE, r -> {
            r.insert(keys);
            r.preorder();
            r.removeShowingEach(largest);
        });
    }

    /**
     * Adds the nodes of a minimal AVL tree of the given height to {@code nodes} as [key, left, right]
     * (children as indexes into {@code nodes}, -1 for none), keys in order from {@code next}; returns
     * the root's index.
     */
    private static int fibonacciTree(int height, int[] next, List<int[]> nodes) {
        if (height <= 0) {
            return -1;
        }
        int left = fibonacciTree(height - 1, next, nodes);
        int key = ++next[0] * 10;
        int right = fibonacciTree(height - 2, next, nodes);
        nodes.add(new int[] {key, left, right});
        return nodes.size() - 1;
    }

    private static List<Case> random() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("300 random operations on keys 0..39, preorder after each", r -> {
            Random random = new Random(1202);
            for (int i = 0; i < 300; i++) {
                int key = random.nextInt(40);
                if (random.nextInt(5) < 3) {
                    r.insert(key);
                } else {
                    r.remove(key);
                }
                r.preorder();
            }
        }));
        cases.add(new Case("ascending keys 1..5000 (a plain search tree would be a path)", r -> {
            for (int k = 1; k <= 5000; k++) {
                r.insert(k);
            }
            r.preorder();
        }));
        cases.add(new Case("2000 random keys inserted, then all removed in another random order", r -> {
            Random random = new Random(1203);
            int[] keys = random.ints(2000, -1_000_000, 1_000_000).toArray();
            r.insert(keys);
            r.preorder();
            for (int i = keys.length - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = keys[i];
                keys[i] = keys[j];
                keys[j] = t;
            }
            for (int i = 0; i < keys.length; i++) {
                r.remove(keys[i]);
                if (i % 500 == 499) {
                    r.preorder();
                }
            }
            r.preorder();
        }));
        cases.add(new Case("25000 random operations on keys 0..2999, preorder at 5 checkpoints", r -> {
            Random random = new Random(1204);
            for (int i = 1; i <= 25_000; i++) {
                int key = random.nextInt(3000);
                if (random.nextInt(100) < 55) {
                    r.insert(key);
                } else {
                    r.remove(key);
                }
                if (i % 5000 == 0) {
                    r.preorder();
                }
            }
        }));
        return cases;
    }
}
