function solve(a, x) {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const a = [1, 3, 3, 3, 5, 8, 8, 10];
for (const x of [3, 8, 0, 11, 4]) console.log(solve(a, x));
