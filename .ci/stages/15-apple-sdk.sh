#!/usr/bin/env bash
# Every library module type-checked for iOS against Apple's SDK (Scripts/check-apple-sdk.sh), when one is here:
# $OBSERVERKIT_IOS_SDK (an iPhoneOS SDK folder; off a Mac, with Dispatch's and os's API notes beside it or in
# $APPLE_APINOTES_DIR), the newest ../sdks/iPhoneOS*.sdk beside the checkout, or Xcode's on a Mac. No SDK is committed (Apple's license), so a machine without one
# skips this stage and says so.
set -euo pipefail
cd "$(dirname "$0")/../.."
sdk=${OBSERVERKIT_IOS_SDK:-}
# An SDK unpacked beside the checkout (../sdks/iPhoneOS*.sdk, with its API notes there), as a developer keeps one.
if [ -z "$sdk" ]; then
    sdk=$(ls -d ../sdks/iPhoneOS*.sdk 2>/dev/null | sort -V | tail -n 1 || true)
fi
if [ -z "$sdk" ] && command -v xcrun >/dev/null 2>&1; then
    sdk=$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null || true)
fi
if [ -z "$sdk" ] || [ ! -d "$sdk" ]; then
    echo "skipped: no iOS SDK on this machine (set OBSERVERKIT_IOS_SDK to an iPhoneOS SDK folder to run it)"
    exit 0
fi
bash Scripts/check-apple-sdk.sh "$sdk"
