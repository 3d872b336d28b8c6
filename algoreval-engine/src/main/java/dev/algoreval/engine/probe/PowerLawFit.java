package dev.algoreval.engine.probe;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * time ∝ n^k, fitted by least squares on log time against log n with one intercept per process (fixed
 * effects), and the 95 % confidence interval of k from Student's t and the slope's standard error.
 *
 * <p>Why an intercept per process: a process's own factors — the core it landed on, where its heap sits,
 * what the other core does — scale every call it makes by about the same amount. With one intercept for
 * all, those factors land in k whenever processes hold different sizes, and the same references moved by
 * 0.2–0.6 between runs. With one per process, only the differences between sizes inside each process
 * estimate k, so a process's factor cancels; a process timed at one size adds nothing to k.
 *
 * <p>Needs three sizes or more in all, some process with two, and a residual degree of freedom
 * (points - processes - 1 ≥ 1), so that the interval means something. Points without a process all
 * share one intercept (scale.jsonl files from before processes were recorded).
 */
public record PowerLawFit(double exponent, double low, double high, double logConstant, int points, int sizes) {

    /** One timed sample: size, nanoseconds, and the process that timed it. */
    public record Point(int n, double nanos, int process) {
        public Point(int n, double nanos) {
            this(n, nanos, 0);
        }
    }

    public static Optional<PowerLawFit> of(List<Point> points) {
        long distinctSizes = points.stream().mapToInt(Point::n).distinct().count();
        if (distinctSizes < 3 || points.stream().anyMatch(p -> !(p.nanos() > 0))) {
            return Optional.empty();
        }
        Map<Integer, double[]> means = new LinkedHashMap<>();
        for (Point p : points) {
            double[] sum = means.computeIfAbsent(p.process(), k -> new double[3]);
            sum[0] += Math.log(p.n());
            sum[1] += Math.log(p.nanos());
            sum[2]++;
        }
        double sxx = 0;
        double sxy = 0;
        for (Point p : points) {
            double[] sum = means.get(p.process());
            double dx = Math.log(p.n()) - sum[0] / sum[2];
            sxx += dx * dx;
            sxy += dx * (Math.log(p.nanos()) - sum[1] / sum[2]);
        }
        int freedom = points.size() - means.size() - 1;
        if (freedom < 1 || sxx <= 0) {
            return Optional.empty();
        }
        double slope = sxy / sxx;
        double residuals = 0;
        for (Point p : points) {
            double[] sum = means.get(p.process());
            double r = (Math.log(p.nanos()) - sum[1] / sum[2]) - slope * (Math.log(p.n()) - sum[0] / sum[2]);
            residuals += r * r;
        }
        double meanX = points.stream().mapToDouble(p -> Math.log(p.n())).average().orElseThrow();
        double meanY = points.stream().mapToDouble(p -> Math.log(p.nanos())).average().orElseThrow();
        double standardError = Math.sqrt(residuals / freedom / sxx);
        double t = new TDistribution(freedom).inverseCumulativeProbability(0.975);
        return Optional.of(new PowerLawFit(slope, slope - t * standardError, slope + t * standardError,
                meanY - slope * meanX, points.size(), (int) distinctSizes));
    }

    /** The fitted time at n, in nanoseconds, for the average process. */
    public double nanosAt(double n) {
        return Math.exp(logConstant + exponent * Math.log(n));
    }
}
