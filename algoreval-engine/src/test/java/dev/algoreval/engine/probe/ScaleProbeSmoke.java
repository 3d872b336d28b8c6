package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** Exploration only: -Dprobe.smoke=algo:lang:repr,... -Dprobe.factor=0.5; prints fits. */
@EnabledIfSystemProperty(named = "probe.smoke", matches = ".+")
class ScaleProbeSmoke {
    @Test
    void smoke() {
        ProbePlan plan = new ProbePlan(Integer.getInteger("probe.samples", 4), Integer.getInteger("probe.reps", 2),
                Double.parseDouble(System.getProperty("probe.factor", "0.5")), ProbePlan.DEFAULT_SEED,
                ProbePlan.DEFAULT_BATCH_BYTES);
        ScaleProbe probe = ProbeSandbox.probe(plan);
        for (String spec : System.getProperty("probe.smoke").split(",")) {
            String[] p = spec.split(":");
            Instance instance = Dataset.load().instance(Instance.id(p[0], Language.byId(p[1]).orElseThrow(),
                    Representation.byId(p[2]).orElseThrow())).orElseThrow();
            long t0 = System.nanoTime();
            List<ScaleRecord> records = probe.probe(new ScaleProbe.Program(instance, "reference", "plus", 0,
                    instance.referenceSolution()));
            System.out.println("SMOKE " + spec + " in " + (System.nanoTime() - t0) / 1_000_000 + " ms");
            records.forEach(r -> System.out.println("SMOKE   " + r.regime() + " n=" + r.n() + " g" + r.graphSample() + " "
                    + r.status() + " " + r.nanos() + " " + (r.reason() == null ? "" : r.reason())));
            ScaleFits.of(records).forEach(f -> System.out.println("SMOKE FIT " + ScaleFits.line(f)));
        }
    }
}
