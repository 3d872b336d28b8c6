package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Disjoint-set operation sequences. The prompt does not fix which element represents a set, so the
 * expected find results (the oracle's choice: the smallest element) are checked by DisjointSetChecker
 * for membership and consistency; unite's booleans, connected and count compare exactly. Expected
 * results come from a quick-find oracle (every element labelled with its set; a merge relabels the
 * smaller set), a different route from the union-find references. A long chain of unions followed by
 * queries on its far end exposes a forest kept without path compression or union by rank.
 */
public final class DisjointSetUnionPlusTests implements PlusTestGenerator {

    /** Quick-find: label[x] is x's set; each set keeps its members and its smallest element. */
    static final class QuickFind {
        private final int[] label;
        private final List<List<Integer>> members = new ArrayList<>();
        private final int[] smallest;
        private int sets;
        final DataStructureSession session = new DataStructureSession();

        QuickFind(int n) {
            label = new int[n];
            smallest = new int[n];
            for (int x = 0; x < n; x++) {
                label[x] = x;
                smallest[x] = x;
                members.add(new ArrayList<>(List.of(x)));
            }
            sets = n;
        }

        void find(int x) {
            session.ask("find", (long) smallest[label[x]], x);
        }

        void unite(int a, int b) {
            int la = label[a];
            int lb = label[b];
            session.ask("unite", la != lb, a, b);
            if (la == lb) {
                return;
            }
            int keep = members.get(la).size() >= members.get(lb).size() ? la : lb;
            int gone = keep == la ? lb : la;
            for (int x : members.get(gone)) {
                label[x] = keep;
            }
            members.get(keep).addAll(members.get(gone));
            members.get(gone).clear();
            smallest[keep] = Math.min(smallest[keep], smallest[gone]);
            sets--;
        }

        void connected(int a, int b) {
            session.ask("connected", label[a] == label[b], a, b);
        }

        void count() {
            session.ask("count", (long) sets);
        }
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        QuickFind one = new QuickFind(1);
        one.find(0);
        one.connected(0, 0);
        one.unite(0, 0);
        one.count();
        tests.add(one.session.test("one element", 1));

        QuickFind alone = new QuickFind(5);
        alone.count();
        for (int x = 0; x < 5; x++) {
            alone.find(x);
        }
        alone.connected(0, 4);
        alone.connected(3, 3);
        tests.add(alone.session.test("no unions: every element is its own set", 5));

        QuickFind twice = new QuickFind(4);
        twice.unite(1, 2);
        twice.unite(2, 1);
        twice.unite(1, 2);
        twice.unite(3, 3);
        twice.count();
        twice.find(1);
        twice.find(2);
        tests.add(twice.session.test("uniting twice, in either order, and with itself returns false", 4));

        QuickFind transitive = new QuickFind(6);
        transitive.unite(0, 1);
        transitive.unite(4, 5);
        transitive.connected(0, 5);
        transitive.unite(1, 4);
        transitive.connected(0, 5);
        transitive.connected(5, 0);
        transitive.unite(5, 0);
        transitive.connected(2, 3);
        transitive.find(5);
        transitive.find(0);
        transitive.find(4);
        transitive.count();
        tests.add(transitive.session.test("sets joined through a third element are connected", 6));

        QuickFind chain = new QuickFind(10);
        for (int i = 0; i < 9; i++) {
            chain.unite(i, i + 1);
            for (int x = 0; x < 10; x++) {
                chain.find(x);
            }
            chain.count();
        }
        tests.add(chain.session.test("a chain united in order, every find after each union", 10));

        QuickFind star = new QuickFind(12);
        for (int i = 11; i >= 1; i--) {
            star.unite(i, 0);
            star.connected(i, 0);
            star.find(i);
        }
        star.unite(5, 7);
        star.count();
        tests.add(star.session.test("a star: every element united to element 0, in reverse order", 12));

        QuickFind blocks = new QuickFind(16);
        for (int i = 0; i < 16; i += 2) {
            blocks.unite(i, i + 1);
        }
        for (int i = 0; i < 16; i += 4) {
            blocks.unite(i + 3, i);
        }
        blocks.count();
        blocks.unite(15, 0);
        blocks.unite(7, 8);
        for (int x = 0; x < 16; x++) {
            blocks.find(x);
        }
        blocks.connected(2, 13);
        blocks.connected(1, 6);
        blocks.count();
        tests.add(blocks.session.test("pairs, then quads, then merges of equal-sized sets", 16));

        QuickFind down = new QuickFind(8);
        int[][] merges = {{3, 4}, {6, 7}, {0, 7}, {2, 1}, {5, 5}, {4, 2}, {5, 6}, {1, 0}, {7, 3}};
        for (int[] m : merges) {
            down.unite(m[0], m[1]);
            down.count();
        }
        tests.add(down.session.test("count goes down to one set", 8));

        tests.add(random("200 random operations on 30 elements", 1301, 30, 200));
        tests.add(random("3000 random operations on 1000 elements", 1302, 1000, 3000));
        tests.add(random("15000 random operations on 2000 elements", 1303, 2000, 15_000));
        tests.add(longChain());
        return tests;
    }

    private static HiddenTest random(String name, long seed, int n, int operations) {
        Random random = new Random(seed);
        QuickFind ds = new QuickFind(n);
        for (int i = 0; i < operations; i++) {
            int a = random.nextInt(n);
            int b = random.nextInt(n);
            switch (random.nextInt(10)) {
                case 0, 1, 2 -> ds.unite(a, b);
                case 3, 4, 5 -> ds.find(a);
                case 6, 7, 8 -> ds.connected(a, b);
                default -> ds.count();
            }
        }
        return ds.session.test(name, n);
    }

    /**
     * unite(i, i + 1) in order, then questions about element 0: a forest without union by rank and
     * path compression becomes a path of 10^4 elements that every question walks again.
     */
    private static HiddenTest longChain() {
        int n = 10_000;
        Random random = new Random(1304);
        QuickFind ds = new QuickFind(n);
        for (int i = 0; i + 1 < n; i++) {
            ds.unite(i, i + 1);
        }
        for (int i = 0; i < 5000; i++) {
            if (i % 2 == 0) {
                ds.connected(0, random.nextInt(n));
            } else {
                ds.find(random.nextInt(10));
            }
        }
        ds.count();
        return ds.session.test("10000 elements united into a chain, then 5000 questions about its end", n);
    }
}
