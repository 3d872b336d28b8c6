public class Main {
    static int otsuThreshold(int[][] image) {
        int[] hist = new int[256];
        int total = 0;
        long sumAll = 0;
        for (int[] row : image) {
            for (int v : row) {
                hist[v]++;
                total++;
                sumAll += v;
            }
        }
        int bestT = 0;
        java.math.BigInteger bestNum = java.math.BigInteger.ONE.negate();
        java.math.BigInteger bestDen = java.math.BigInteger.ONE;
        int count0 = 0;
        long sum0 = 0;
        for (int t = 0; t < 256; t++) {
            count0 += hist[t];
            sum0 += (long) t * hist[t];
            int count1 = total - count0;
            if (count0 == 0 || count1 == 0) continue;
            // w0 * w1 * (mean0 - mean1)^2 = (total * sum0 - count0 * sumAll)^2 / (total^2 * count0 * count1);
            // compared as exact fractions, so different splits with equal variances tie (doubles may not)
            java.math.BigInteger num = java.math.BigInteger.valueOf((long) total * sum0 - (long) count0 * sumAll).pow(2);
            java.math.BigInteger den = java.math.BigInteger.valueOf((long) count0 * count1);
            if (num.multiply(bestDen).compareTo(bestNum.multiply(den)) > 0) { // strict: keeps the smallest maximising t
                bestNum = num;
                bestDen = den;
                bestT = t;
            }
        }
        return bestT;
    }

    static int[][] binarize(int[][] image, int t) {
        int[][] result = new int[image.length][];
        for (int i = 0; i < image.length; i++) {
            result[i] = new int[image[i].length];
            for (int j = 0; j < image[i].length; j++) {
                result[i][j] = image[i][j] > t ? 255 : 0;
            }
        }
        return result;
    }

    public static void main(String[] args) {
        int[][] image = {
            {34, 41, 38, 52, 170, 185, 190},
            {29, 45, 60, 160, 178, 201, 188},
            {36, 48, 95, 172, 140, 195, 210},
            {40, 33, 57, 120, 166, 182, 176},
            {27, 62, 44, 88, 150, 199, 205},
            {31, 39, 70, 110, 158, 174, 168},
        };
        int t = otsuThreshold(image);
        StringBuilder sb = new StringBuilder();
        sb.append(t).append('\n');
        for (int[] row : binarize(image, t)) {
            for (int j = 0; j < row.length; j++) {
                if (j > 0) sb.append(' ');
                sb.append(row[j]);
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }
}
