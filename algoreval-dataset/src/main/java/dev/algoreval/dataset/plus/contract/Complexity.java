package dev.algoreval.dataset.plus.contract;

/**
 * The running time the hidden tests' largest inputs demand: stated so that a solution slower than the
 * prompt allows fails for a reason the prompt gave. Checked by the contract-minimal implementations,
 * which stay within it and must finish every hidden input well inside the limit.
 */
public record Complexity(String time) implements Clause.StatedOnly {

    public Complexity {
        if (time == null || !time.matches("O\\(.+\\)")) {
            throw new IllegalArgumentException("complexity: 'time' is a bound such as O(n log n), not '" + time + "'");
        }
    }

    @Override
    public String kind() {
        return "complexity";
    }

    @Override
    public String sentence() {
        return "Some hidden inputs are large: a solution needs " + time
                + " time or better to finish them within the time limit.";
    }
}
