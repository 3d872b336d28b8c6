import java.util.Locale;

public class Main {
    /** Recursive radix-2 Cooley-Tukey FFT; returns {re, im} with re.length == im.length a power of two. */
    static double[][] fft(double[] re, double[] im) {
        int n = re.length;
        if (n == 1) return new double[][] {{re[0]}, {im[0]}};
        double[] evenRe = new double[n / 2], evenIm = new double[n / 2];
        double[] oddRe = new double[n / 2], oddIm = new double[n / 2];
        for (int i = 0; i < n / 2; i++) {
            evenRe[i] = re[2 * i];
            evenIm[i] = im[2 * i];
            oddRe[i] = re[2 * i + 1];
            oddIm[i] = im[2 * i + 1];
        }
        double[][] e = fft(evenRe, evenIm);
        double[][] o = fft(oddRe, oddIm);
        double[] outRe = new double[n], outIm = new double[n];
        for (int k = 0; k < n / 2; k++) {
            double angle = -2 * Math.PI * k / n;
            double wr = Math.cos(angle), wi = Math.sin(angle);
            double tr = wr * o[0][k] - wi * o[1][k];
            double ti = wr * o[1][k] + wi * o[0][k];
            outRe[k] = e[0][k] + tr;
            outIm[k] = e[1][k] + ti;
            outRe[k + n / 2] = e[0][k] - tr;
            outIm[k + n / 2] = e[1][k] - ti;
        }
        return new double[][] {outRe, outIm};
    }

    /** The AlgoREval+ interface: the transform of real samples, X[k] as the row {re, im}. */
    static double[][] fft(double[] x) {
        double[][] spectrum = fft(x, new double[x.length]);
        double[][] rows = new double[x.length][];
        for (int k = 0; k < x.length; k++) rows[k] = new double[] {spectrum[0][k], spectrum[1][k]};
        return rows;
    }

    static String fixed4(double v) {
        String s = String.format(Locale.ROOT, "%.4f", v);
        return s.equals("-0.0000") ? "0.0000" : s;
    }

    public static void main(String[] args) {
        int[] x = {1, 2, 3, 4, 0, -1, 5, 2};
        double[] re = new double[x.length];
        for (int i = 0; i < x.length; i++) re[i] = x[i];
        double[][] spectrum = fft(re, new double[x.length]);
        for (int k = 0; k < x.length; k++) {
            System.out.println(fixed4(spectrum[0][k]) + " " + fixed4(spectrum[1][k]));
        }
    }
}
