package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of 2-SAT. The prompt promises each formula at most one satisfying assignment, so the
 * satisfiable formulas are built around a hidden assignment whose every literal is forced (a chain of
 * implications from one forced root), with noise clauses it satisfies; {@link TwoSatOracle} proves the
 * promise and gives the expected result. Results are checked by the {@code two-sat} checker, which
 * evaluates the clauses and accepts every unsatisfiability signal the prompt allows.
 */
public final class TwoSatPlusTests implements PlusTestGenerator {
    private record Formula(String name, int n, List<int[]> clauses, boolean[] planted) {
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<Formula> formulas = new ArrayList<>();
        formulas.add(fixed("one variable forced true", 1, c(1, 1)));
        formulas.add(fixed("one variable forced false", 1, c(-1, -1)));
        formulas.add(fixed("x1 and NOT x1: unsatisfiable", 1, c(1, 1), c(-1, -1)));
        formulas.add(fixed("forced through both values of another variable", 2, c(1, 2), c(1, -2), c(-2, -1)));
        formulas.add(fixed("tautological clause next to forcing ones", 2, c(1, -1), c(2, 2), c(-1, -2)));
        formulas.add(fixed("implication chain x1 -> x2 -> ... -> x5", 5, c(-1, 2), c(-3, 4), c(1, 1), c(-2, 3),
                c(-4, 5)));
        formulas.add(fixed("chain of negations, all false", 4, c(-4, -4), c(4, -3), c(3, -2), c(2, -1)));
        formulas.add(fixed("x1 implies NOT x1 and NOT x1 implies x1: unsatisfiable", 3, c(-1, 2), c(-2, -1),
                c(1, 3), c(-3, 1)));
        formulas.add(fixed("every clause given twice", 3, c(1, 2), c(-2, -2), c(3, -1), c(1, 2), c(-2, -2),
                c(3, -1)));
        Random rnd = new Random(60);
        formulas.add(forced("random forced formula, 12 variables, 30 noise clauses (seed 60)", rnd, 12, 30, false));
        formulas.add(forced("random formula, 14 variables, broken by one clause (seed 60)", rnd, 14, 20, true));
        formulas.add(forced("random forced formula, 300 variables, 900 noise clauses (seed 60)", rnd, 300, 900, false));
        formulas.add(forced("random forced formula, 1500 variables, 3000 noise clauses (seed 60)", rnd, 1500, 3000,
                false));
        formulas.add(forced("random formula, 1500 variables, broken by one clause (seed 60)", rnd, 1500, 3000, true));
        formulas.add(chain("implication chain over 2000 variables (deep DFS)", rnd, 2000));
        formulas.add(dense("random dense formula, 200 variables, 1200 clauses: unsatisfiable (seed 61)",
                new Random(61), 200, 1200));
        List<HiddenTest> tests = new ArrayList<>();
        for (Formula f : formulas) {
            List<Object> clauses = new ArrayList<>();
            for (int[] clause : f.clauses()) {
                clauses.add(List.of((long) clause[0], (long) clause[1]));
            }
            tests.add(HiddenTest.function(f.name(), List.of((long) f.n(), clauses),
                    TwoSatOracle.solve(f.n(), f.clauses(), f.planted())));
        }
        return tests;
    }

    private static int[] c(int a, int b) {
        return new int[] {a, b};
    }

    private static Formula fixed(String name, int n, int[]... clauses) {
        return new Formula(name, n, List.of(clauses), null);
    }

    /**
     * A formula whose only solution is a random assignment: one root literal forced by (r OR y) and
     * (r OR NOT y), every other variable's literal implied by an earlier one, and {@code noise} random
     * clauses the assignment satisfies; {@code broken} adds one clause that two forced literals falsify.
     */
    private static Formula forced(String name, Random rnd, int n, int noise, boolean broken) {
        boolean[] planted = new boolean[n];
        for (int v = 0; v < n; v++) {
            planted[v] = rnd.nextBoolean();
        }
        List<Integer> order = shuffledVariables(rnd, n);
        List<int[]> clauses = new ArrayList<>();
        int root = literal(planted, order.get(0));
        int other = order.get(1) + 1;
        clauses.add(c(root, other));
        clauses.add(c(root, -other));
        for (int k = 1; k < n; k++) {
            int earlier = literal(planted, order.get(rnd.nextInt(k)));
            clauses.add(c(-earlier, literal(planted, order.get(k))));
        }
        addNoise(rnd, planted, clauses, noise);
        if (broken) {
            clauses.add(c(-literal(planted, order.get(rnd.nextInt(n))), -literal(planted, order.get(rnd.nextInt(n)))));
        }
        return shuffled(name, rnd, n, clauses, broken ? null : planted);
    }

    /** One long implication path through every variable, in a hidden order, so a DFS goes n deep. */
    private static Formula chain(String name, Random rnd, int n) {
        boolean[] planted = new boolean[n];
        for (int v = 0; v < n; v++) {
            planted[v] = rnd.nextBoolean();
        }
        List<Integer> order = shuffledVariables(rnd, n);
        List<int[]> clauses = new ArrayList<>();
        int first = literal(planted, order.get(0));
        clauses.add(c(first, first));
        for (int k = 1; k < n; k++) {
            clauses.add(c(-literal(planted, order.get(k - 1)), literal(planted, order.get(k))));
        }
        return shuffled(name, rnd, n, clauses, planted);
    }

    private static Formula dense(String name, Random rnd, int n, int m) {
        List<int[]> clauses = new ArrayList<>();
        for (int i = 0; i < m; i++) {
            clauses.add(c(randomLiteral(rnd, n), randomLiteral(rnd, n)));
        }
        return new Formula(name, n, clauses, null);
    }

    private static void addNoise(Random rnd, boolean[] planted, List<int[]> clauses, int noise) {
        int n = planted.length;
        while (noise > 0) {
            int[] clause = c(randomLiteral(rnd, n), randomLiteral(rnd, n));
            boolean[] values = planted;
            if (TwoSatOracle.satisfies(values, List.of(clause))) {
                clauses.add(clause);
                noise--;
            }
        }
    }

    private static Formula shuffled(String name, Random rnd, int n, List<int[]> clauses, boolean[] planted) {
        List<int[]> out = new ArrayList<>();
        for (int[] clause : clauses) {
            out.add(rnd.nextBoolean() ? clause : c(clause[1], clause[0]));
        }
        Collections.shuffle(out, rnd);
        return new Formula(name, n, out, planted);
    }

    private static List<Integer> shuffledVariables(Random rnd, int n) {
        List<Integer> order = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            order.add(v);
        }
        Collections.shuffle(order, rnd);
        return order;
    }

    /** The literal of 0-based variable v that the assignment makes true. */
    private static int literal(boolean[] assignment, int v) {
        return assignment[v] ? v + 1 : -(v + 1);
    }

    private static int randomLiteral(Random rnd, int n) {
        int v = 1 + rnd.nextInt(n);
        return rnd.nextBoolean() ? v : -v;
    }
}
