package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.List;

/**
 * A 2-CNF formula as the 2-SAT prompt takes it: n variables x1..xn, clauses [a, b] of literals ±i.
 * Its second size m is the clause count (the implication graph has 2n vertices and 2m edges).
 */
public record TwoSatFormula(int n, List<int[]> clauses) implements ProbeInput {

    @Override
    public long m() {
        return clauses.size();
    }

    @Override
    public long estimatedBytes(Representation representation) {
        return clauses.size() * 14L + 16;
    }

    /** [[a, b], ...] as Longs. */
    public List<Object> clauseList() {
        List<Object> out = new ArrayList<>(clauses.size());
        for (int[] c : clauses) {
            out.add(List.of((long) c[0], (long) c[1]));
        }
        return out;
    }
}
