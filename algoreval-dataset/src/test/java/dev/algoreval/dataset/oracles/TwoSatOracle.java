package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.List;

/**
 * Brute force over all 2^n assignments instead of the implication graph. The test relies on each formula
 * having at most one satisfying assignment, so the oracle also checks that.
 */
public final class TwoSatOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        return solve(input.integer("n1"), input.intMatrix("clauses1"))
                + solve(input.integer("n2"), input.intMatrix("clauses2"));
    }

    private static String solve(int n, int[][] clauses) {
        List<Integer> satisfying = new ArrayList<>();
        for (int mask = 0; mask < 1 << n; mask++) {
            if (satisfies(mask, clauses)) {
                satisfying.add(mask);
            }
        }
        if (satisfying.isEmpty()) {
            return "UNSATISFIABLE\n";
        }
        if (satisfying.size() > 1) {
            throw new IllegalStateException(satisfying.size() + " satisfying assignments: the output is not unique");
        }
        int mask = satisfying.get(0);
        StringBuilder out = new StringBuilder("SATISFIABLE\n");
        for (int i = 1; i <= n; i++) {
            out.append(i > 1 ? " " : "").append(value(mask, i) ? 1 : 0);
        }
        return out.append('\n').toString();
    }

    /** Bit i-1 of mask is the value of variable i. */
    private static boolean value(int mask, int variable) {
        return (mask >> (variable - 1) & 1) == 1;
    }

    private static boolean literal(int mask, int literal) {
        return literal > 0 ? value(mask, literal) : !value(mask, -literal);
    }

    private static boolean satisfies(int mask, int[][] clauses) {
        for (int[] clause : clauses) {
            if (!literal(mask, clause[0]) && !literal(mask, clause[1])) {
                return false;
            }
        }
        return true;
    }
}
