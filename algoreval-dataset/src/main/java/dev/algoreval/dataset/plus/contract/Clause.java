package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/**
 * One promise of a variant's input contract: what the prompt states in plain words ({@link #sentence()}),
 * and how a hidden test is checked against it ({@link #violations}). A hidden test that breaks a clause
 * asks for more than the prompt says; a clause the tests never reach states nothing they use.
 */
public sealed interface Clause permits Range, Length, Alphabet, Distinct, GraphShape, Complexity, Rule {

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
}
