package dev.algoreval.dataset.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.TestSelection;
import dev.algoreval.dataset.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The chance level of every variant's hidden tests: the largest share a program that computes nothing
 * passes (a constant, an argument handed back, one constant per method). Partial rewards are measured
 * from it, so it must leave room above it: the tests' answers are balanced enough that no trivial program
 * passes more than {@link #MOST} of them (a yes/no answer cannot go below half).
 */
class TrivialAnswersTest {
    static final double MOST = 0.6;

    @Test
    void noTrivialProgramPassesMostOfAnyVariantsHiddenTests() {
        Interfaces interfaces = Interfaces.load();
        List<String> unbalanced = new ArrayList<>();
        StringBuilder table = new StringBuilder();
        for (Algorithm algorithm : Dataset.load().algorithms()) {
            if (!TestSelection.includes(algorithm.id())) {
                continue;
            }
            for (Variant variant : algorithm.variants()) {
                if (HiddenTests.of(algorithm.id(), variant.representation()).isEmpty()) {
                    continue;
                }
                long start = System.nanoTime();
                TrivialAnswers.Share share = TrivialAnswers.of(algorithm.id(), variant.representation(), interfaces);
                String line = String.format("%-45s %3d/%-3d %.2f %5d ms  %s", algorithm.id() + "/"
                        + variant.representation().id(), share.passed(), share.total(), share.fraction(),
                        (System.nanoTime() - start) / 1_000_000, abbreviated(share.answer()));
                table.append(line).append('\n');
                if (share.fraction() > MOST) {
                    unbalanced.add(line);
                }
            }
        }
        System.out.println("Chance level of the hidden tests (best trivial program):\n" + table);
        assertThat(unbalanced).as("variants whose hidden tests a trivial program mostly passes").isEmpty();
    }

    private static String abbreviated(String s) {
        return s.length() <= 90 ? s : s.substring(0, 87) + "...";
    }
}
