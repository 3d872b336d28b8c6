package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PassAtKEstimateTest {
    @Test
    void handComputedInstance() {
        // n = 5, c = 2: pass@1 = 2/5; pass@2 = 1 - C(3,2)/C(5,2) = 1 - 3/10
        assertThat(PassAtKEstimate.forInstance(5, 2, 1)).isCloseTo(0.4, within(1e-12));
        assertThat(PassAtKEstimate.forInstance(5, 2, 2)).isCloseTo(0.7, within(1e-12));
        assertThat(PassAtKEstimate.forInstance(5, 2, 4)).isEqualTo(1.0);
        assertThat(PassAtKEstimate.forInstance(5, 0, 3)).isEqualTo(0.0);
    }

    @Test
    void averagedOverInstancesIgnoringHarnessOutcomes() {
        List<ResultRecord> results = new ArrayList<>();
        String[] first = {"pass", "pass", "wrong_output", "timeout", "no_code"};
        String[] second = {"pass", "pass", "pass", "pass", "pass"};
        for (int s = 0; s < 5; s++) {
            results.add(Fixtures.result("lcs/go/default", s, first[s]));
            results.add(Fixtures.result("kmp/go/default", s, second[s]));
        }
        results.add(Fixtures.result("kmp/go/default", 5, "model_error"));
        Run run = Fixtures.run("m", results);

        assertThat(PassAtKEstimate.maxSamples(run)).isEqualTo(5);
        assertThat(PassAtKEstimate.of(run, 1).getAsDouble()).isCloseTo((0.4 + 1.0) / 2, within(1e-12));
        assertThat(PassAtKEstimate.of(run, 2).getAsDouble()).isCloseTo((0.7 + 1.0) / 2, within(1e-12));
        assertThat(PassAtKEstimate.reported(run)).containsOnlyKeys(1, 2, 5);
    }

    @Test
    void singleSampleRunsReportNoPassAtK() {
        Run run = Fixtures.run("m", List.of(Fixtures.result("lcs/go/default", 0, "pass")));
        assertThat(PassAtKEstimate.reported(run)).isEmpty();
    }
}
