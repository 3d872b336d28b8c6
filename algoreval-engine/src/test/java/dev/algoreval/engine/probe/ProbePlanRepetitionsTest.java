package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Language;
import org.junit.jupiter.api.Test;

/** Which languages get the JIT's extra calls per input: their drivers say so, not a list of names. */
class ProbePlanRepetitionsTest {

    @Test
    void theLanguagesWhoseJitCompilesWhileTheProgramRunsAreJavaAndJavaScript() {
        assertThat(ProbePlan.compilingWhileRunning()).containsExactly(Language.JAVA, Language.JAVASCRIPT);
    }

    @Test
    void aJitLanguageGetsAtLeastItsCallsPerInputAndTheOthersThePlans() {
        ProbePlan plan = ProbePlan.defaults();
        for (Language language : Language.values()) {
            boolean jit = language == Language.JAVA || language == Language.JAVASCRIPT;
            assertThat(plan.repetitionsFor(language)).as(language.id())
                    .isEqualTo(jit ? ProbePlan.JIT_REPETITIONS : ProbePlan.DEFAULT_REPETITIONS);
        }
        ProbePlan more = new ProbePlan(2, 7, 1.0, ProbePlan.DEFAULT_SEED, ProbePlan.DEFAULT_BATCH_BYTES);
        assertThat(more.repetitionsFor(Language.JAVA)).isEqualTo(7);
        assertThat(more.repetitionsFor(Language.C)).isEqualTo(7);
    }
}
