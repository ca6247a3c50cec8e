"""Results day on a small server (issue 18): result checks and sign-ins arriving together at fixed
rates, whether or not earlier ones have been answered (an open model, as families arrive), for a
while; prints each stream's rate achieved, p50, p99 and errors.

    python3 scripts/lib/resultsday.py BASE CHECKS.json CHECKS_PER_S SIGNINS_PER_S SECONDS

CHECKS.json holds [[admission_number, serial, pin], ...]: check i uses entry i modulo its length.
Sign-ins go to the bench accounts bench.000 to bench.063 in turn.
"""

import asyncio
import json
import sys
import time

import aiohttp


async def stream(session, name, rate, seconds, make, results):
    """Sends `make(i)` at `rate` per second for `seconds`, each on its own task."""
    interval = 1.0 / rate
    start = time.perf_counter()
    tasks = []
    i = 0
    while True:
        due = start + i * interval
        if due - start >= seconds:
            break
        delay = due - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        tasks.append(asyncio.create_task(one(session, make(i), results[name])))
        i += 1
    await asyncio.gather(*tasks)


async def one(session, request, out):
    path, body = request
    sent = time.perf_counter()
    try:
        async with session.post(path, json=body) as answer:
            await answer.read()
            out["latencies"].append(time.perf_counter() - sent)
            if answer.status != 200:
                out["errors"][answer.status] = out["errors"].get(answer.status, 0) + 1
    except Exception as e:  # noqa: BLE001 - every failure is a figure here
        out["latencies"].append(time.perf_counter() - sent)
        out["errors"][type(e).__name__] = out["errors"].get(type(e).__name__, 0) + 1


def summary(name, data, seconds):
    lat = sorted(data["latencies"])
    if not lat:
        return f"{name}: nothing sent"
    p = lambda q: lat[min(len(lat) - 1, int(q * len(lat)))] * 1000  # noqa: E731
    errors = ", ".join(f"{n} x {k}" for k, n in sorted(data["errors"].items(), key=str)) or "0 errors"
    return f"{len(lat) / seconds:.0f}/s, p50 {p(0.50):.1f} ms, p99 {p(0.99):.1f} ms, {errors}"


async def main():
    base, checks_file, check_rate, signin_rate, seconds = sys.argv[1:6]
    checks = json.load(open(checks_file))
    seconds = float(seconds)
    results = {n: {"latencies": [], "errors": {}} for n in ("checks", "sign-ins")}
    connector = aiohttp.TCPConnector(limit=512)
    timeout = aiohttp.ClientTimeout(total=30)
    async with aiohttp.ClientSession(base, connector=connector, timeout=timeout) as session:

        def check(i):
            admission, serial, pin = checks[i % len(checks)]
            return "/api/result-pins/check/", {
                "admission_number": admission,
                "serial": serial,
                "pin": pin,
            }

        def sign_in(i):
            return "/api/auth/login/", {"username": f"bench.{i % 64:03}", "password": "Bench school 1"}

        await asyncio.gather(
            stream(session, "checks", float(check_rate), seconds, check, results),
            stream(session, "sign-ins", float(signin_rate), seconds, sign_in, results),
        )
    print(summary("checks", results["checks"], seconds))
    print(summary("sign-ins", results["sign-ins"], seconds))


asyncio.run(main())
