package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/**
 * One promise of a variant's input contract: what the prompt states in plain words ({@link #sentence()}),
 * and how a hidden test is checked against it ({@link #violations}). A hidden test that breaks a clause
 * asks for more than the prompt says; a clause the tests never reach states nothing they use.
 */
public sealed interface Clause permits Range, Length, Alphabet, Distinct, GraphShape, Clause.StatedOnly {

    /** The clause's key in plus.yaml ({@code range}, {@code graph}, ...). */
    String kind();

    /** The clause as the prompt states it: one sentence, the same in every language. */
    String sentence();

    /** What in {@code test} breaks the clause, at most a few examples; empty when the test keeps it. */
    List<String> violations(HiddenTest test, Api api);

    /** Whether {@code test} has any value the clause speaks of (a clause no test reaches is a typo or dead). */
    boolean reaches(HiddenTest test, Api api);

    /** How many examples of a violation one test reports. */
    int EXAMPLES = 3;

    /**
     * A clause stated for the model but not checkable on one input (a complexity, a tie rule): the
     * contract-minimal implementations, which rely on nothing else, are its check.
     */
    sealed interface StatedOnly extends Clause permits Complexity, Rule {
        @Override
        default List<String> violations(HiddenTest test, Api api) {
            return List.of();
        }

        @Override
        default boolean reaches(HiddenTest test, Api api) {
            return true;
        }
    }
}
