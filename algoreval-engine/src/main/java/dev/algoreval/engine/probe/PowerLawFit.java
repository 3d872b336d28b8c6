package dev.algoreval.engine.probe;

import java.util.List;
import java.util.Optional;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * time ∝ n^k, fitted by least squares on log time against log n over every timed sample, with the 95 %
 * confidence interval of k from Student's t on N - 2 degrees of freedom and the slope's standard
 * error. Needs samples at three sizes or more, so that the interval means something.
 */
public record PowerLawFit(double exponent, double low, double high, double logConstant, int points, int sizes) {

    /** One timed sample: size and nanoseconds. */
    public record Point(int n, double nanos) {
    }

    public static Optional<PowerLawFit> of(List<Point> points) {
        long distinctSizes = points.stream().mapToInt(Point::n).distinct().count();
        if (distinctSizes < 3 || points.stream().anyMatch(p -> p.nanos() <= 0)) {
            return Optional.empty();
        }
        int count = points.size();
        double meanX = 0;
        double meanY = 0;
        for (Point p : points) {
            meanX += Math.log(p.n());
            meanY += Math.log(p.nanos());
        }
        meanX /= count;
        meanY /= count;
        double sxx = 0;
        double sxy = 0;
        for (Point p : points) {
            double dx = Math.log(p.n()) - meanX;
            sxx += dx * dx;
            sxy += dx * (Math.log(p.nanos()) - meanY);
        }
        double slope = sxy / sxx;
        double intercept = meanY - slope * meanX;
        double residuals = 0;
        for (Point p : points) {
            double r = Math.log(p.nanos()) - (intercept + slope * Math.log(p.n()));
            residuals += r * r;
        }
        double standardError = Math.sqrt(residuals / (count - 2) / sxx);
        double t = new TDistribution(count - 2).inverseCumulativeProbability(0.975);
        return Optional.of(new PowerLawFit(slope, slope - t * standardError, slope + t * standardError, intercept, count,
                (int) distinctSizes));
    }

    /** The fitted time at n, in nanoseconds. */
    public double nanosAt(double n) {
        return Math.exp(logConstant + exponent * Math.log(n));
    }
}
