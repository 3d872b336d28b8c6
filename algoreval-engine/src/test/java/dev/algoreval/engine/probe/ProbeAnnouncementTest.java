package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** What the probe says it will cost before the first test: the timed calls it counts and the time it gives. */
class ProbeAnnouncementTest {
    private static final Duration LIMIT = Duration.ofSeconds(30);
    private static final List<Instance> DIJKSTRA = Dataset.load().instances().stream()
            .filter(i -> i.algorithm().id().equals("dijkstra") && (i.language() == Language.C
                    || i.language() == Language.PYTHON))
            .toList();

    @Test
    void eachInstancesReferenceIsTimedOnceWhateverTheModels() {
        ScaleProbe probe = ProbeSandbox.probe(ProbePlan.defaults());
        long referenceOnly = calls(probe.announce(List.of(), DIJKSTRA, 2, LIMIT));
        long oneModel = calls(probe.announce(DIJKSTRA, List.of(), 2, LIMIT));
        List<Instance> twoModels = new ArrayList<>(DIJKSTRA);
        twoModels.addAll(DIJKSTRA);
        long twoModelsAndTheReference = calls(probe.announce(twoModels, DIJKSTRA, 2, LIMIT));
        assertThat(referenceOnly).isPositive();
        assertThat(oneModel).isEqualTo(2 * referenceOnly);
        assertThat(twoModelsAndTheReference).isEqualTo(3 * referenceOnly);
        assertThat(probe.announce(DIJKSTRA, List.of(), 2, LIMIT)).contains("up to " + DIJKSTRA.size() + " programs")
                .contains("and each instance's reference once on the same inputs");
        assertThat(calls(ProbeSandbox.probe(ProbePlan.defaults().withoutReference()).announce(DIJKSTRA, List.of(), 2,
                LIMIT))).isEqualTo(referenceOnly);
    }

    @Test
    void timedAloneTheProcessesFollowOneAnotherWhateverTheThreads() {
        String alone = ProbeSandbox.probe(ProbePlan.defaults()).announce(List.of(), DIJKSTRA, 2, LIMIT);
        String shared = ProbeSandbox.probe(ProbePlan.defaults().timedBesideOthers()).announce(List.of(), DIJKSTRA, 2,
                LIMIT);
        assertThat(alone).endsWith("one timed process at a time");
        assertThat(shared).endsWith("on 2 threads, timed processes beside the run's other steps");
        assertThat(minutes(alone)).isCloseTo(2 * minutes(shared), org.assertj.core.data.Offset.offset(1.0));
        assertThat(alone).contains("each limited to 30 s");
    }

    @Test
    void aSelectionWithoutProbedAlgorithmsSaysSo() {
        List<Instance> none = Dataset.load().instances().stream().filter(i -> i.algorithm().id().equals("kmp"))
                .toList();
        assertThat(ProbeSandbox.probe(ProbePlan.defaults()).announce(none, List.of(), 2, LIMIT))
                .contains("no selected instance is one of the probe's algorithms");
    }

    private static long calls(String announcement) {
        Matcher m = Pattern.compile("up to (\\d+) timed calls").matcher(announcement);
        assertThat(m.find()).as(announcement).isTrue();
        return Long.parseLong(m.group(1));
    }

    private static double minutes(String announcement) {
        Matcher m = Pattern.compile("roughly (\\d+) min").matcher(announcement);
        assertThat(m.find()).as(announcement).isTrue();
        return Double.parseDouble(m.group(1));
    }
}
