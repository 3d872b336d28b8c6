package dev.algoreval.dataset.oracle;

import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * Compares each variant's expected output with its oracle and, for graph oracles, checks that all
 * variants pose the same graph, parameters and expected output. Returns the disagreements; each one
 * is a bug in the dataset (SPEC §3.4).
 */
public final class OracleCheck {
    private OracleCheck() {
    }

    public static List<String> problems(Algorithm algorithm, Oracle oracle) {
        List<String> problems = new ArrayList<>();
        for (Variant variant : algorithm.variants()) {
            problems.addAll(problems(algorithm, variant, oracle));
        }
        if (oracle instanceof GraphOracle graphOracle && problems.isEmpty()) {
            problems.addAll(acrossRepresentations(algorithm, graphOracle));
        }
        return problems;
    }

    public static List<String> problems(Algorithm algorithm, Variant variant, Oracle oracle) {
        String where = algorithm.id() + "/" + variant.representation().id();
        String computed;
        try {
            computed = oracle.expectedOutput(variant, new OracleInput(variant.input()));
        } catch (RuntimeException e) {
            return List.of(where + ": the oracle failed on the input: " + e);
        }
        if (!computed.equals(variant.expected())) {
            return List.of(where + ": the oracle computes\n" + computed + "but the dataset expects\n" + variant.expected());
        }
        return List.of();
    }

    private static List<String> acrossRepresentations(Algorithm algorithm, GraphOracle oracle) {
        List<String> problems = new ArrayList<>();
        Variant first = algorithm.variants().get(0);
        OracleInput firstInput = new OracleInput(first.input());
        InputGraph graph = oracle.graph(first, firstInput).canonical();
        for (Variant other : algorithm.variants().subList(1, algorithm.variants().size())) {
            String where = algorithm.id() + "/" + other.representation().id() + " vs " + first.representation().id();
            OracleInput input = new OracleInput(other.input());
            if (!oracle.graph(other, input).canonical().equals(graph)) {
                problems.add(where + ": the representations describe different graphs");
            }
            if (!oracle.parameters(input).equals(oracle.parameters(firstInput))) {
                problems.add(where + ": different parameters " + oracle.parameters(input) + " vs "
                        + oracle.parameters(firstInput));
            }
            if (!other.expected().equals(first.expected())) {
                problems.add(where + ": different expected outputs for the same graph");
            }
        }
        return problems;
    }
}
