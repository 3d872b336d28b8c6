package dev.algoreval.dataset;

import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleCheck;
import dev.algoreval.dataset.oracle.Oracles;
import java.util.List;
import java.util.Optional;

/**
 * Checks the named algorithms against their oracles without Maven, while they are written and not
 * yet listed in dataset.yaml: {@code java -cp … dev.algoreval.dataset.OracleRunner <id>…}.
 */
public final class OracleRunner {
    private OracleRunner() {
    }

    public static void main(String[] args) {
        List<Instance> instances = new DatasetLoader(OracleRunner.class.getClassLoader()).load(List.of(args));
        int failures = 0;
        for (Algorithm algorithm : instances.stream().map(Instance::algorithm).distinct().toList()) {
            Optional<Oracle> oracle = Oracles.forAlgorithm(algorithm.id());
            if (oracle.isEmpty()) {
                System.out.println("NO ORACLE " + algorithm.id() + " (expected class " + Oracles.className(algorithm.id()) + ")");
                failures++;
                continue;
            }
            List<String> problems = OracleCheck.problems(algorithm, oracle.get());
            problems.forEach(p -> System.out.println("FAIL " + p));
            System.out.println((problems.isEmpty() ? "OK   " : "FAIL ") + algorithm.id() + " ("
                    + algorithm.variants().size() + " variants)");
            failures += problems.isEmpty() ? 0 : 1;
        }
        System.out.println(failures == 0 ? "ALL ORACLES OK" : failures + " ALGORITHM(S) FAILED");
        System.exit(failures == 0 ? 0 : 1);
    }
}
