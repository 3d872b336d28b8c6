package dev.algoreval.engine.reward;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.toolchains.SandboxMode;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every tier of both ladders reached by a replayed completion through the real sandbox and toolchains. */
class RewardLadderTest {
    private static Rewarder rewarder;

    @BeforeAll
    static void open() {
        rewarder = Rewarder.open(SandboxMode.BWRAP, 2, Duration.ofSeconds(3), Optional.empty());
    }

    @AfterAll
    static void close() {
        rewarder.close();
    }

    @Test
    void eachTierOfTheBaseLadder() {
        Instance kmp = rewarder.dataset().instance("kmp/python/default").orElseThrow();
        String expected = kmp.expectedOutput();

        assertThat(base("kmp/python/default", python(kmp.referenceSolution()))).isEqualTo(1.0);
        assertThat(base("kmp/python/default", python("print(" + literal(expected.strip() + "   ") + ")")))
                .as("equal after whitespace normalisation").isEqualTo(0.8);
        assertThat(base("kmp/python/default", python("print('no')"))).as("wrong output, clean exit").isEqualTo(0.3);
        assertThat(base("kmp/python/default", python("raise SystemExit(3)"))).as("runtime error").isEqualTo(0.1);
        assertThat(base("kmp/python/default", python("def broken(:\n"))).as("static failure").isEqualTo(0.0);
        assertThat(base("kmp/python/default", python("while True:\n    pass\n"))).as("timeout").isEqualTo(0.0);
        assertThat(base("kmp/python/default", python("while True:\n    print('x' * 1000)\n")))
                .as("runaway output").isEqualTo(0.0);
        assertThat(base("kmp/python/default", "I would rather not.")).as("no code").isEqualTo(0.0);
    }

    @Test
    void theTiersAreConfigurable() {
        RewardLadder lenient = RewardLadder.PAPER.with(Map.of("wrong_output", 0.5, "exact", 0.9));

        Rewarder.Reward reward = rewarder.reward("kmp/python/default", python("print('no')"), RewardLadder.Kind.BASE,
                lenient);

        assertThat(reward.reward()).isEqualTo(0.5);
        assertThatThrownBy(() -> RewardLadder.PAPER.with(Map.of("perfect", 1.0))).hasMessageContaining("no reward tier 'perfect'");
        assertThatThrownBy(() -> RewardLadder.PAPER.with(Map.of("exact", 1.5))).hasMessageContaining("must lie in [0, 1]");
    }

    @Test
    void thePlusLadderPaysFullOnlyWhenEveryHiddenTestPassesAndPartialCreditOtherwise() {
        String id = "dijkstra/python/edge_list";
        Instance dijkstra = rewarder.dataset().instance(id).orElseThrow();

        Rewarder.Reward reference = rewarder.reward(id, python(dijkstra.referenceSolution()), RewardLadder.Kind.PLUS,
                RewardLadder.PAPER);
        // Right on small graphs such as the fixed test's, wrong on the hidden tests' larger ones.
        String wrongOnLargeGraphs = dijkstra.referenceSolution().replace("def dijkstra(n, edges, src):\n",
                "def dijkstra(n, edges, src):\n    if n > 20:\n        return [0] * n\n");
        Rewarder.Reward partial = rewarder.reward(id, python(wrongOnLargeGraphs), RewardLadder.Kind.PLUS, RewardLadder.PAPER);

        assertThat(reference.reward()).isEqualTo(1.0);
        assertThat(wrongOnLargeGraphs).isNotEqualTo(dijkstra.referenceSolution());
        assertThat(partial.outcome()).isEqualTo("pass");
        assertThat(partial.plusPassed().orElseThrow()).isLessThan(partial.plusTotal().orElseThrow());
        double passed = (double) partial.plusPassed().get() / partial.plusTotal().get();
        double chance = (double) partial.plusChance().orElseThrow() / partial.plusTotal().get();
        assertThat(partial.reward()).isCloseTo(0.8 * (passed - chance) / (1 - chance), within(1e-12))
                .isGreaterThan(0).isLessThan(0.8 * passed);
    }

    @Test
    void theConditionDecidesWhatRunsAndTheBaseLadderPaysTheEnginesVerdictUnderIt() {
        String id = "dijkstra/python/edge_list";
        Instance dijkstra = rewarder.dataset().instance(id).orElseThrow();
        String wrongOnLargeGraphs = python(dijkstra.referenceSolution().replace("def dijkstra(n, edges, src):\n",
                "def dijkstra(n, edges, src):\n    if n > 20:\n        return [0] * n\n"));
        String printer = python(LiteralPrinters.of(Language.PYTHON, dijkstra.expectedOutput()));

        Rewarder.Reward zeroShot = baseUnder(Condition.ZERO_SHOT, id, wrongOnLargeGraphs);
        Rewarder.Reward hint = baseUnder(Condition.HINT, id, wrongOnLargeGraphs);
        Rewarder.Reward plus = baseUnder(Condition.PLUS, id, wrongOnLargeGraphs);
        Rewarder.Reward printerUnderPlus = baseUnder(Condition.PLUS, id, printer);
        Rewarder.Reward referenceUnderPlus = baseUnder(Condition.PLUS, id, python(dijkstra.referenceSolution()));

        // zero-shot and hint run the fixed test alone, which this program passes.
        assertThat(zeroShot.reward()).isEqualTo(1.0);
        assertThat(zeroShot.plusTotal()).isEmpty();
        assertThat(hint.reward()).isEqualTo(1.0);
        // plus runs the hidden tests too: the fixed test's pass stands as the outcome, the verdict is the hidden tests'.
        assertThat(plus.outcome()).isEqualTo("pass");
        assertThat(plus.verdict()).isEqualTo("wrong_output");
        assertThat(plus.reward()).as("the wrong-output tier").isEqualTo(0.3);
        assertThat(printerUnderPlus.verdict()).as(printerUnderPlus.detail()).isEqualTo("static_failure");
        assertThat(printerUnderPlus.reward()).isEqualTo(0.0);
        assertThat(referenceUnderPlus.verdict()).isEqualTo("pass");
        assertThat(referenceUnderPlus.reward()).isEqualTo(1.0);
    }

    @Test
    void conditionsThatCannotBeHonouredAreRefusedWithTheServedOnesNamed() {
        String id = "dijkstra/python/edge_list";

        assertThat(rewarder.refusal(id, Condition.ABLATION_NAME_SPEC, RewardLadder.Kind.BASE)).hasValueSatisfying(why ->
                assertThat(why).contains("'ablation-name-spec' is not served").contains("zero-shot, plus, hint, snippet"));
        assertThat(rewarder.refusal(id, Condition.ZERO_SHOT, RewardLadder.Kind.PLUS)).hasValueSatisfying(why ->
                assertThat(why).contains("only the condition 'plus' runs"));
        assertThat(rewarder.refusal(id, Condition.SNIPPET, RewardLadder.Kind.BASE)).isEmpty();
        assertThatThrownBy(() -> rewarder.reward(id, "x", Condition.HINT, RewardLadder.Kind.PLUS, RewardLadder.PAPER))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ladder 'plus'");
    }

    @Test
    void aConstantAnswerEarnsNothingUnderThePlusLadderThoughManyHiddenTestsExpectIt() {
        String id = "point-in-polygon/python/default";
        Instance instance = rewarder.dataset().instance(id).orElseThrow();
        // Prints the fixed test's output, and answers False to every hidden test (29 of 57 expect False).
        String alwaysFalse = "def pointInPolygon(polygon, point):\n    return False\n\n"
                + "print(" + literal(instance.expectedOutput().strip()) + ")\n";

        Rewarder.Reward reward = rewarder.reward(id, python(alwaysFalse), RewardLadder.Kind.PLUS, RewardLadder.PAPER);

        assertThat(reward.plusPassed().orElseThrow()).as("hidden tests a constant passes").isGreaterThan(20);
        assertThat(reward.plusChance()).contains(reward.plusPassed().get());
        assertThat(reward.reward()).isEqualTo(0.0);
    }

    @Test
    void theChanceLevelIsAShareBelowOne() {
        assertThatThrownBy(() -> RewardLadder.PAPER.plus(null, 1.0)).hasMessageContaining("[0, 1)");
        assertThatThrownBy(() -> RewardLadder.PAPER.plus(null, -0.1)).hasMessageContaining("[0, 1)");
    }

    @Test
    void aLiteralPrinterEarnsFullBaseRewardAndNothingUnderThePlusLadderInEveryLanguage() {
        for (Language language : Language.values()) {
            String id = "dijkstra/" + language.id() + "/edge_list";
            Instance instance = rewarder.dataset().instance(id).orElseThrow();
            String completion = "```" + language.id() + "\n" + LiteralPrinters.of(language, instance.expectedOutput()) + "```";

            Rewarder.Reward base = rewarder.reward(id, completion, RewardLadder.Kind.BASE, RewardLadder.PAPER);
            Rewarder.Reward plus = rewarder.reward(id, completion, RewardLadder.Kind.PLUS, RewardLadder.PAPER);

            assertThat(base.reward()).as("%s base: %s", language, base.detail()).isEqualTo(1.0);
            assertThat(plus.reward()).as("%s plus: %s", language, plus.plusOutcome()).isEqualTo(0.0);
        }
    }

    private static Rewarder.Reward baseUnder(Condition condition, String id, String completion) {
        return rewarder.reward(id, completion, condition, RewardLadder.Kind.BASE, RewardLadder.PAPER);
    }

    private static double base(String id, String completion) {
        return rewarder.reward(id, completion, RewardLadder.Kind.BASE, RewardLadder.PAPER).reward();
    }

    private static String python(String code) {
        return "Here it is:\n```python\n" + code + "\n```\n";
    }

    static String literal(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }
}
